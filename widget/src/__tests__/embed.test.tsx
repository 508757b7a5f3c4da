// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ChatWidget from '../embed';
import { resetRegistry } from '../registry';

// `await act(async () => …)` is the form React recommends (react.dev/reference/react/act): it
// also settles the promises and effects the callback starts, which need no await of their own.
/* eslint-disable @typescript-eslint/require-await -- see above */

/**
 * The embed entry run from source (with React; the built script uses Preact and is exercised in
 * bundle.test.ts).
 */
afterEach(() => {
  document.body.innerHTML = '';
  resetRegistry();
});

const shadowOf = (instance: ChatWidget.EmbedInstance) => instance.shadowRoot;

describe('ChatWidget.mount', () => {
  it('renders inside a shadow root with its styles and returns the API', async () => {
    document.body.innerHTML = '<main id="app"></main>';
    const handleNewUserMessage = vi.fn();
    let chat!: ChatWidget.EmbedInstance;
    await act(async () => {
      chat = ChatWidget.mount('#app', { title: 'Help', handleNewUserMessage });
    });
    expect(chat.host.parentElement!.id).toBe('app');
    const shadow = shadowOf(chat);
    expect(shadow.mode).toBe('open');
    const styled = shadow.querySelector('style') !== null || (shadow.adoptedStyleSheets?.length ?? 0) > 0;
    expect(styled).toBe(true);
    expect(shadow.querySelector('.rcw-title')!.textContent).toBe('Help');
    // Nothing leaks into the page itself.
    expect(document.querySelector('.rcw-widget-container')).toBeNull();

    await act(async () => chat.addResponseMessage('Hello *there*'));
    expect(shadow.querySelector('.rcw-message-text em')!.textContent).toBe('there');
    expect(shadow.querySelector('.rcw-badge')!.textContent).toBe('1');
    await act(async () => chat.toggleWidget());
    expect(chat.isWidgetOpened()).toBe(true);
    const input = shadow.querySelector('textarea')!;
    await act(async () => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(input, …)
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(input, 'from the page');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(handleNewUserMessage).toHaveBeenCalledWith('from the page');

    await act(async () => chat.update({ title: 'Changed' }));
    expect(shadow.querySelector('.rcw-title')!.textContent).toBe('Changed');
    await act(async () => chat.unmount());
    expect(document.getElementById('app')!.children).toHaveLength(0);
  });

  it('mounts independent instances', async () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    let a!: ChatWidget.EmbedInstance;
    let b!: ChatWidget.EmbedInstance;
    await act(async () => {
      a = ChatWidget.mount(document.getElementById('a')!, { chatId: 'same-id' });
      b = ChatWidget.mount(document.getElementById('b')!, { chatId: 'same-id' });
    });
    await act(async () => a.addResponseMessage('for a'));
    expect(shadowOf(a).querySelectorAll('.rcw-message')).toHaveLength(1);
    expect(shadowOf(b).querySelectorAll('.rcw-message')).toHaveLength(0);
    // Module-level functions reach the most recently mounted instance.
    await act(async () => ChatWidget.addResponseMessage('for b'));
    expect(shadowOf(b).querySelectorAll('.rcw-message')).toHaveLength(1);
    // Ids are scoped per shadow root, so equal chatIds do not collide.
    expect(shadowOf(a).getElementById('same-id')).not.toBe(shadowOf(b).getElementById('same-id'));
    await act(async () => {
      a.unmount();
      b.unmount();
    });
  });

  it('throws a clear error for a missing target', () => {
    expect(() => ChatWidget.mount('#nowhere')).toThrow('ChatWidget.mount: no element matches #nowhere');
  });
});
