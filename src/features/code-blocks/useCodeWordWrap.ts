import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { useCodeWordWrap as UpstreamHook } from '@docusaurus/theme-common/internal';
import { watchLayout } from '../layout/afterLayout';

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
 * Docusaurus's `useCodeWordWrap` (theme-common 3.10), the same state and toggle, measured lazily.
 * Upstream measures every block once it mounts, again in a MutationObserver whenever the block's
 * tab panel is shown, and on every window resize, each time reading `scrollWidth` right after a
 * DOM change: a forced layout of the page per block. On a tab switch that ran inside the tap, and
 * its state update re-rendered the block's lines before the tap's frame (about 60 ms on /efr/api
 * at 4x CPU). Here the block is measured in the page's one ResizeObserver (afterLayout.ts) instead,
 * and the update it may cause (the wrap button appears) is made after that frame.
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
      const needed = needsWrapButton(pre);
      return () => {
        if (needed === scrollable) return;
        scrollable = needed;
        setIsCodeScrollable(needed);
      };
    };
    // The lines' box (a float as wide as its longest line) tells when they change width; the
    // block's own box, when the space for them does. Measured with the page's tables
    // (afterLayout.ts): reported when the block gets a size (its tab panel is shown, the window
    // is resized) and when its
    // lines change width (wrap toggled, a web font).
    const lines = pre.querySelector('code');
    const stop = watchLayout(lines ? [pre, lines] : [pre], measure);
    if (stop) return stop;
    measure()();
    return undefined;
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
