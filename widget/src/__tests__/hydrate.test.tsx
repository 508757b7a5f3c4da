// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Widget } from '../components/Widget';
import { createChatStore } from '../store';

// `await act(async () => …)` is the form React recommends (react.dev/reference/react/act): it
// also settles the promises and effects the callback starts, which need no await of their own.
/* eslint-disable @typescript-eslint/require-await -- see above */

describe('hydration', () => {
  it('hydrates server markup without mismatches, then works', async () => {
    const make = () => {
      const store = createChatStore();
      store.setQuickButtons([{ label: 'Germany', value: 'DE' }]);
      return store;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Widget, { store: make(), title: 'Docs' }));
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = make();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, createElement(Widget, { store, title: 'Docs' }), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await act(async () => container.querySelector<HTMLButtonElement>('.rcw-launcher')!.click());
    expect(store.isWidgetOpened()).toBe(true);
    act(() => root!.unmount());
    errors.mockRestore();
    container.remove();
  });
});
