/** Image previewer layout: pure arithmetic on the image and viewport sizes. */

export interface PreviewLayout {
  width: number;
  height: number;
  /** Which side was fitted to the viewport; zoom steps change this side. */
  fit: 'width' | 'height';
}

/** Width used while the image's own size is unknown. */
export const DEFAULT_PREVIEW_WIDTH = 800;
export const PREVIEW_RATIO = 0.8;

/**
 * Initial size: 80 % of the viewport width for images wider (relative to their height) than the
 * viewport, 80 % of the viewport height otherwise, keeping the aspect ratio.
 */
export function initialLayout(w: number, h: number, vw: number, vh: number): PreviewLayout {
  if (!w || !h) {
    const width = Math.min(DEFAULT_PREVIEW_WIDTH, vw * PREVIEW_RATIO);
    return { width, height: 0, fit: 'width' };
  }
  if (w / h >= vw / vh) {
    const width = vw * PREVIEW_RATIO;
    return { width, height: (width * h) / w, fit: 'width' };
  }
  const height = vh * PREVIEW_RATIO;
  return { width: (height * w) / h, height, fit: 'height' };
}

const resize = (l: PreviewLayout, side: number): PreviewLayout =>
  l.fit === 'width'
    ? { width: side, height: (l.height * side) / l.width, fit: 'width' }
    : { width: (l.width * side) / l.height, height: side, fit: 'height' };

export const zoomIn = (l: PreviewLayout, step: number): PreviewLayout =>
  resize(l, (l.fit === 'width' ? l.width : l.height) + step);

/** Smallest size zoom out may reach: a third of the viewport along the fitted side. */
export const minSide = (l: PreviewLayout, vw: number, vh: number): number => (l.fit === 'width' ? vw : vh) / 3;

export function zoomOut(l: PreviewLayout, step: number, vw: number, vh: number): PreviewLayout {
  const side = l.fit === 'width' ? l.width : l.height;
  const min = minSide(l, vw, vh);
  return side <= min ? l : resize(l, Math.max(min, side - step));
}
