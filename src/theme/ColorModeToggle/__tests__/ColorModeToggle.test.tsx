// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// React flushes updates inside act() only when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const transitions = vi.hoisted(() => ({ count: 0, inside: false }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (callback: () => void) => {
      transitions.count += 1;
      transitions.inside = true;
      try {
        react.startTransition(callback);
      } finally {
        transitions.inside = false;
      }
    },
  };
});

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
