import { useEffect, type RefObject } from 'react';
import { legibleWidth, viewBoxWidth } from './legibleWidth';

/** The smallest font size, in the SVG's own units, of any element in `svg` that holds text. */
export function smallestFontSize(svg: SVGSVGElement): number {
  let smallest = Infinity;
  // Every element with text of its own: SVG text, and the HTML labels of a foreignObject.
  for (const element of Array.from(svg.querySelectorAll(':not(style, title, desc)'))) {
    const ownText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!ownText) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return Number.isFinite(smallest) ? smallest : 0;
}

/** Gives a drawn diagram its minimum width (see ./legibleWidth.ts), once per drawing. */
export function applyLegibleWidth(svg: SVGSVGElement): void {
  if (svg.dataset.legibleWidth) return;
  const width = legibleWidth(viewBoxWidth(svg.getAttribute('viewBox')), smallestFontSize(svg));
  svg.dataset.legibleWidth = String(width);
  if (width > 0) svg.style.minWidth = `${width}px`;
}

/**
 * Watches `frame` for the diagrams drawn into it (`selector` finds their SVGs; Mermaid draws on the
 * client, and again when the colour mode changes) and keeps each at a width where its labels stay
 * legible; the frame scrolls sideways when that is wider than the column.
 */
export function useLegibleDiagram(frame: RefObject<HTMLElement | null>, selector: string): void {
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const update = () => element.querySelectorAll<SVGSVGElement>(selector).forEach(applyLegibleWidth);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [frame, selector]);
}
