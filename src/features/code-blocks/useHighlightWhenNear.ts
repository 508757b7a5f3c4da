import { startTransition, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How far ahead of the viewport a code block is highlighted: half a screen above and below. */
export const NEAR_VIEWPORT = '50% 0px';

/**
 * How a code block is drawn:
 * - `served`: the tokens the server rendered are kept as they are; React hydrates the block's lines
 *   without their tokens (src/theme/CodeBlock/Line), so it neither loads nor runs Prism, nor
 *   hydrates one element per token;
 * - `plain`: its lines as plain text, without Prism (a block React rendered in the browser: one
 *   that arrived with a client-side navigation, or any in the development server, which does not
 *   hydrate);
 * - `highlighted`: highlighted by Prism in the current colour mode (on the server, every block).
 */
export type CodeDrawing = 'served' | 'plain' | 'highlighted';

const noSubscription = () => () => {};

/** True while React hydrates the server's HTML (its server snapshot), false in any later render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof window !== 'undefined',
  );
}

function initialDrawing(hydrating: boolean): CodeDrawing {
  if (hydrating) return 'served';
  return typeof window === 'undefined' ? 'highlighted' : 'plain';
}

/**
 * How a code block is to be drawn now. A block the server rendered keeps the server's tokens, in
 * either colour mode (their colours come from the stylesheet, src/plugins/code-token-colours). A block React
 * renders in the browser (after a client-side navigation, say) is first drawn as plain text, the
 * same lines and characters, and highlighted when it comes near the viewport: a page with long code
 * examples then renders a few hundred elements on the tap instead of one per token of every block,
 * each block's highlighting is paid when the reader scrolls to it, or never, and Prism itself is
 * loaded only then (src/features/code-blocks/loadHighlighter.ts).
 * The switch to `highlighted` is a transition: while the highlighted drawing waits for Prism (it
 * suspends), the plain one stays. A page printed is highlighted in full first where Prism is
 * loaded (`ready`), at once, as printing does not wait; elsewhere it prints as shown.
 * `ready`: whether the
 * highlighted drawing renders without waiting.
 */
export function useHighlightWhenNear(
  ref: RefObject<HTMLElement | null>,
  { ready = () => true }: { ready?: () => boolean } = {},
): CodeDrawing {
  const hydrating = useHydrating();
  const [drawing, setDrawing] = useState<CodeDrawing>(() => initialDrawing(hydrating));
  const wanted = drawing === 'plain';
  useEffect(() => {
    if (!wanted) return undefined;
    const highlight = () => startTransition(() => setDrawing('highlighted'));
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      // Nothing to watch (never with upstream's Content, which sets the ref on its <pre>), or no
      // way to (an old browser): highlighted now.
      queueMicrotask(highlight);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        highlight();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    const beforePrint = () => {
      if (ready()) flushSync(() => setDrawing('highlighted'));
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [wanted, ref, ready]);
  return drawing;
}
