import { useEffect, useState, type RefObject } from 'react';
import type { DiagramSize } from './textLines';

/** The size an SVG is drawn at when nothing scales it: its viewBox's width and height, or null. */
export function naturalSize(svg: SVGSVGElement): DiagramSize | null {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The natural size of the diagram drawn in `frame` (the SVG `selector` finds) while it is wider
 * than the frame, that is shown smaller than drawn or scrolling; null while it fits or is not
 * drawn yet. Follows the drawing (Mermaid draws on the client, and again in the other colour
 * mode) and the frame's width.
 */
export function useWiderThanColumn(frame: RefObject<HTMLElement | null>, selector: string): DiagramSize | null {
  const [size, setSize] = useState<DiagramSize | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const update = () => {
      const svg = element.querySelector<SVGSVGElement>(selector);
      const natural = svg ? naturalSize(svg) : null;
      const wider = natural && natural.width > element.clientWidth + 1 ? natural : null;
      setSize((current) => (current?.width === wider?.width && current?.height === wider?.height ? current : wider));
    };
    update();
    const mutations = new MutationObserver(update);
    mutations.observe(element, { childList: true, subtree: true });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resizes?.observe(element);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [frame, selector]);
  return size;
}
