/**
 * Diagrams (Mermaid SVGs) shrink with the column they sit in. Below some width their labels are
 * too small to read: then the diagram keeps that width and its frame scrolls sideways instead
 * (issue 17: labels of at least 11 px). Pure functions; the DOM side is
 * ./useLegibleDiagram.ts.
 */

/** The smallest rendered label size, in CSS pixels, a diagram may be shrunk to. */
export const MIN_LABEL_PX = 11;

/**
 * The narrowest width, in CSS pixels, at which a diagram drawn `viewBoxWidth` units wide, whose
 * smallest label is `smallestFontPx` units high, shows that label at `minLabelPx` or more. An
 * SVG scales its labels with its width, so the factor is the same for both. Above 1 when the
 * labels are drawn smaller than the minimum: the diagram is then shown larger than drawn.
 * 0 (no minimum) when either size is unknown.
 */
export function legibleWidth(viewBoxWidth: number, smallestFontPx: number, minLabelPx = MIN_LABEL_PX): number {
  if (!(viewBoxWidth > 0) || !(smallestFontPx > 0)) return 0;
  return Math.ceil((viewBoxWidth * minLabelPx) / smallestFontPx);
}

/** The width of an SVG `viewBox` attribute ("min-x min-y width height"), or 0 when it has none. */
export function viewBoxWidth(viewBox: string | null): number {
  const width = Number(viewBox?.trim().split(/[\s,]+/)[2]);
  return Number.isFinite(width) && width > 0 ? width : 0;
}
