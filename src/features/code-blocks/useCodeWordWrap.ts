import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { useCodeWordWrap as UpstreamHook } from '@docusaurus/theme-common/internal';

/** What a code block's context carries about word wrap (theme-common's `WordWrap`). */
export type WordWrap = ReturnType<typeof UpstreamHook>;

/**
 * Whether the block's lines are wider than the block, or wrap is on (its button then stays, to
 * turn it off): upstream's rule. Read only where layout is known to be current (see below).
 */
export function needsWrapButton(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

/**
 * One ResizeObserver for every code block. Its callbacks run after the browser's own layout and
 * before paint, so the sizes they read cost no layout of their own. It reports a block when it
 * gets a size (its tab panel is shown, it comes near the viewport under `content-visibility:
 * auto`, the window is resized) and when its lines change width (wrap toggled, a web font).
 */
let observer: ResizeObserver | undefined;
const measures = new WeakMap<Element, () => void>();

function observe(elements: Element[], measure: () => void): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) measures.get(entry.target)?.();
  });
  for (const element of elements) {
    measures.set(element, measure);
    observer.observe(element);
  }
  return () => {
    for (const element of elements) {
      observer?.unobserve(element);
      measures.delete(element);
    }
  };
}

/**
 * Docusaurus's `useCodeWordWrap` (theme-common 3.10), the same state and toggle, measured lazily.
 * Upstream measures every block once it mounts, again in a MutationObserver whenever the block's
 * tab panel is shown, and on every window resize, each time reading `scrollWidth` right after a
 * DOM change: a forced layout of the page per block. On a tab switch that ran inside the tap, and
 * its state update re-rendered the block's lines before the tap's frame (about 60 ms on /efr/api
 * at 4x CPU). Here the block is measured in a ResizeObserver callback instead, and the update it
 * may cause (the wrap button appears) is an ordinary one that React renders after that frame.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    // Updated only on a change: an unchanged block (most reports) renders nothing.
    let scrollable = false;
    const measure = () => {
      if (needsWrapButton(pre) === scrollable) return;
      scrollable = !scrollable;
      setIsCodeScrollable(scrollable);
    };
    // The lines' box (a float as wide as its longest line) tells when they change width; the
    // block's own box, when the space for them does.
    const lines = pre.querySelector('code');
    return observe(lines ? [pre, lines] : [pre], measure);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrap is on, even for very long tokens.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  return useMemo(() => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }), [isEnabled, isCodeScrollable, toggle]);
}
