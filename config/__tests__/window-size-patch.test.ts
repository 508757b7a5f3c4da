// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transitions } from '@site/src/test-support/countedTransitions';

// patches/@docusaurus+theme-common+3.10.2.patch: useWindowSize replaces its "ssr" value after
// hydration inside startTransition. On a phone that update re-renders the navbar, the docs sidebar
// and the table of contents (the desktop sidebar goes, the phone menu comes): as a default update
// it rendered in one task of 70–160 ms at 4× CPU, as a transition it yields to input.

// React flushes updates inside act() only when told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('react', async (importOriginal) =>
  (await import('@site/src/test-support/countedTransitions')).countingTransitions(
    await importOriginal<typeof import('react')>(),
  ),
);

const { useWindowSize } = await import('../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js');

function Size({ seen }: { seen: string[] }) {
  const size = useWindowSize();
  seen.push(size);
  return null;
}

describe('useWindowSize (patched)', () => {
  afterEach(() => {
    transitions.count = 0;
  });

  it('switches from "ssr" to the real size in a transition, then follows resizes', () => {
    window.innerWidth = 412;
    const seen: string[] = [];
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Size, { seen })));
    expect(seen[0]).toBe('ssr');
    expect(seen.at(-1)).toBe('mobile');
    expect(transitions.count).toBe(1);
    window.innerWidth = 1280;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(seen.at(-1)).toBe('desktop');
    act(() => root.unmount());
  });
});
