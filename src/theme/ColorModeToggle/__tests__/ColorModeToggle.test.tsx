// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transitions } from '@site/src/test-support/countedTransitions';

// React flushes updates inside act() only when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('react', async (importOriginal) =>
  (await import('@site/src/test-support/countedTransitions')).countingTransitions(
    await importOriginal<typeof import('react')>(),
  ),
);

const { default: ColorModeToggle } = await import('..');

describe('ColorModeToggle (wrap)', () => {
  afterEach(() => {
    transitions.count = 0;
    document.body.replaceChildren();
  });

  it('hands the chosen mode on inside a transition, so the re-render yields to the frame', () => {
    const calls: { mode: string | null; inTransition: boolean }[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() =>
      root.render(
        <ColorModeToggle
          value="light"
          respectPrefersColorScheme={false}
          onChange={(mode) => calls.push({ mode, inTransition: transitions.inside })}
        />,
      ),
    );
    act(() => container.querySelector('button')!.click());
    expect(calls).toEqual([{ mode: 'dark', inTransition: true }]);
    expect(transitions.count).toBe(1);
    act(() => root.unmount());
  });
});
