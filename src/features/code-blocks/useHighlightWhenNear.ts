import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How far ahead of the viewport a code block is highlighted: half a screen above and below. */
export const NEAR_VIEWPORT = '50% 0px';

/** Whether the app had started before now: a block mounting then came with a client-side navigation. */
function appStarted(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'true';
}

/**
 * Whether a code block is to be highlighted now. A block the server rendered is highlighted from
 * the start (hydration must match its HTML). A block that mounts with a client-side navigation is
 * first drawn as plain text, the same lines and characters, and highlighted when it comes near the
 * viewport: a page with long code examples then renders a few hundred elements on the tap instead
 * of one per token of every block, and each block's highlighting is paid when the reader scrolls
 * to it, or never. A page printed is highlighted in full first.
 */
export function useHighlightWhenNear(ref: RefObject<HTMLElement | null>): boolean {
  const [highlighted, setHighlighted] = useState(() => !appStarted() || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (highlighted) return undefined;
    const element = ref.current;
    if (!element) {
      // No element to watch (never with upstream's Content, which sets the ref on its <pre>).
      queueMicrotask(() => setHighlighted(true));
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setHighlighted(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    const beforePrint = () => flushSync(() => setHighlighted(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [highlighted, ref]);
  return highlighted;
}
