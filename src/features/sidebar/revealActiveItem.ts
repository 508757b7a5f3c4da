import { useEffect, type RefObject } from 'react';

/**
 * Brings the current page's link into the visible part of a long docs sidebar on first load. The
 * EFR sidebar lists every country's pages and is not collapsible
 * (docs-internal/requirements.md#documentation-areas), so the link of a page such as /efr/DE/fiscal starts far
 * below what the sidebar shows.
 *
 * Only the sidebar's own scroll container moves: Element.scrollIntoView would also scroll the page
 * (and every other scrolling ancestor), and focusing the link would move the focus away from where
 * the reader or the skip link left it.
 */

/** The nearest element from `element` up to (and including) `root` that scrolls vertically. */
export function verticalScroller(element: Element, root: Element): HTMLElement | null {
  for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (
      node instanceof HTMLElement &&
      /^(auto|scroll|overlay)$/.test(overflowY) &&
      node.scrollHeight > node.clientHeight
    ) {
      return node;
    }
    if (node === root) break;
  }
  return null;
}

/**
 * Scrolls `scroller` so that `item` is in its visible area, centred when it was outside (a link at
 * the very edge would hide its neighbours). Nothing moves when the item is already visible.
 */
export function revealInScroller(item: Element, scroller: HTMLElement): void {
  const box = scroller.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return;
  const offset = target.top - box.top - (scroller.clientHeight - target.height) / 2;
  scroller.scrollTop = Math.max(0, scroller.scrollTop + offset);
}

/** On mount (the sidebar stays mounted while the reader moves between pages of its area), reveals the link to the current page inside `ref`. */
export function useRevealActiveSidebarItem(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    const item = root?.querySelector('a[aria-current="page"]');
    if (!root || !item) return;
    const scroller = verticalScroller(item, root);
    if (scroller) revealInScroller(item, scroller);
  }, [ref]);
}
