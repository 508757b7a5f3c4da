import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { watchLayout, type Measure } from '../../features/layout/afterLayout';
import styles from './styles.module.css';

interface Props {
  /** Accessible name of the region while it scrolls; defaults to the nearest heading above it. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** Headings that name what follows them. */
const NAMING_HEADINGS = new Set(['H2', 'H3', 'H4']);

/**
 * The text of the closest h2–h4 before `element` in document order, if any. Walked backwards from
 * the element, so a page with dozens of tables and headings (/efr/api) reads a few elements per
 * region instead of every heading of the page for each one.
 */
export function headingBefore(element: Element): string | undefined {
  const walker = element.ownerDocument.createTreeWalker(element.ownerDocument.body, NodeFilter.SHOW_ELEMENT);
  walker.currentNode = element;
  let node = walker.previousNode();
  // An ancestor comes before the element in document order but does not precede it.
  while (node && (!NAMING_HEADINGS.has(node.nodeName) || node.contains(element))) node = walker.previousNode();
  // Headings carry a "#" direct-link anchor; its text is not part of the title.
  return (
    node?.textContent
      ?.replace(/#$/, '')
      .replace(/\u200b/g, '')
      .trim() || undefined
  );
}

/**
 * Marks the sides where more content lies beyond the visible part (`data-more="start end"`), for
 * the scroll cue: a shadow at that edge (styles.module.css). Set on the element directly, as a
 * scroll event may fire at every frame.
 */
export function markEdges(element: HTMLElement): void {
  writeEdges(element, edgesOf(element));
}

/** The sides of `element` beyond which more content lies: "start", "end", both or "". */
function edgesOf(element: HTMLElement): string {
  const hidden = element.scrollWidth - element.clientWidth;
  const left = Math.abs(element.scrollLeft);
  return [left > 1 && 'start', hidden - left > 1 && 'end'].filter(Boolean).join(' ');
}

function writeEdges(element: HTMLElement, sides: string): void {
  if (sides) element.dataset.more = sides;
  else delete element.dataset.more;
}

/** The widest share of the region a table's first column may take and still stay in view. */
export const STICKY_COLUMN_MAX_SHARE = 0.45;

/**
 * Marks a region whose table scrolls sideways with a first column that stays in view
 * (`data-sticky="first"`, styles.module.css), so every row keeps its name while the reader
 * scrolls. Only while the table overflows, and only a first column of at most 45 % of the region:
 * a wider one held in place would leave too little room to scroll the others through.
 */
export function markStickyColumn(element: HTMLElement, overflows: boolean): void {
  writeSticky(element, overflows && hasNarrowFirstColumn(element));
}

function hasNarrowFirstColumn(element: HTMLElement): boolean {
  const first = element.querySelector(':scope > table tr > :first-child');
  return Boolean(first && first.getBoundingClientRect().width <= element.clientWidth * STICKY_COLUMN_MAX_SHARE);
}

function writeSticky(element: HTMLElement, sticky: boolean): void {
  if (sticky) element.dataset.sticky = 'first';
  else delete element.dataset.sticky;
}

/**
 * A horizontally scrolling container for content wider than the page (tables, receipts,
 * diagrams). While its content overflows, it is a labelled region in the tab order, so keyboard
 * users can scroll it with the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable"), and a
 * shadow at an edge shows that more lies beyond it; when everything fits it stays a plain box and
 * adds no tab stop. Until it has measured itself (in the server-rendered page, before the app
 * starts on the first interaction) it assumes it may overflow: a needless tab stop for a moment is
 * better than a table keyboard users cannot scroll.
 */
export default function ScrollRegion({ label, className, children }: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // undefined: not measured yet; null: fits; a string: overflows, named so.
  const [name, setName] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Reads first, writes after (afterLayout.ts measures every region of the page at once).
    const measure: Measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const edges = edgesOf(element);
      const sticky = overflows && hasNarrowFirstColumn(element);
      const named = overflows ? (label ?? `${headingBefore(element) ?? 'Wide content'}, scrollable`) : null;
      return () => {
        writeEdges(element, edges);
        writeSticky(element, sticky);
        setName(named);
      };
    };
    const onScroll = () => markEdges(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    // The content may grow or change without the region changing size (a diagram drawn in the
    // place held for it): its children are watched too, and each child that comes.
    const watch = () => {
      const stop = watchLayout([element, ...Array.from(element.children)], measure);
      if (!stop) measure()();
      return stop;
    };
    let stop = watch();
    const children = new MutationObserver(() => {
      stop?.();
      stop = watch();
    });
    children.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      stop?.();
      children.disconnect();
    };
  }, [label]);

  return (
    <div
      ref={ref}
      className={clsx(styles.region, className)}
      {...(name === null
        ? {}
        : { tabIndex: 0, role: 'region', 'aria-label': name ?? label ?? 'Wide content, scrollable' })}
    >
      {children}
    </div>
  );
}
