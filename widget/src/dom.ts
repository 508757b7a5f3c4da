/**
 * Browser helpers. Nothing here runs at import time or during render: only from effects and
 * event handlers, so the widget renders on the server.
 */

/** Message list scroll animation, in milliseconds. */
export const SCROLL_DURATION = 400;

/** Ease-in-out (quadratic): slow start, fast middle, slow end. `t` runs from 0 to 1. */
export const easeInOutQuad = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export const prefersReducedMotion = (win: Window | null | undefined): boolean =>
  !!win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls `el` to the bottom with an eased animation, or jumps there when the user prefers
 * reduced motion. The target is re-read every frame, so content that grows meanwhile (an image
 * loading) is still reached. Returns a function that cancels the animation.
 */
export function scrollToBottom(el: HTMLElement, duration = SCROLL_DURATION): () => void {
  const win = el.ownerDocument.defaultView;
  const end = () => Math.max(0, el.scrollHeight - el.clientHeight);
  const from = el.scrollTop;
  if (end() <= from) return () => {};
  if (duration <= 0 || prefersReducedMotion(win) || !win?.requestAnimationFrame) {
    el.scrollTop = end();
    return () => {};
  }
  let start: number | undefined;
  let frame = 0;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    el.scrollTop = from + (end() - from) * easeInOutQuad(progress);
    if (progress < 1) frame = win.requestAnimationFrame(step);
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
}

interface Saved {
  count: number;
  values: Array<[string, string, string]>;
  hadStyle: boolean;
}
const locks = new WeakMap<Document, Saved>();
const PROPS = ['overflow', 'overflow-x', 'overflow-y'];

/**
 * Hides the page scrollbar while an overlay is open. Only the overflow properties of the body's
 * inline style are touched (never the whole style attribute); their previous values and
 * priorities, shorthand and longhands, are put back on release, and a style attribute that did
 * not exist before is removed again. Nested locks are counted.
 */
export function lockPageScroll(doc: Document): () => void {
  const body = doc.body;
  let saved = locks.get(doc);
  if (!saved) {
    saved = {
      count: 0,
      hadStyle: body.hasAttribute('style'),
      values: PROPS.map((p) => [p, body.style.getPropertyValue(p), body.style.getPropertyPriority(p)]),
    };
    locks.set(doc, saved);
    body.style.setProperty('overflow', 'hidden', 'important');
  }
  saved.count++;
  let released = false;
  return () => {
    if (released || !saved) return;
    released = true;
    if (--saved.count > 0) return;
    locks.delete(doc);
    body.style.removeProperty('overflow');
    for (const [prop, value, priority] of saved.values) {
      if (value) body.style.setProperty(prop, value, priority);
    }
    if (!saved.hadStyle && !body.getAttribute('style')) body.removeAttribute('style');
  };
}

/** Two-digit hours and minutes (24-hour clock), e.g. 09:05. */
export const formatTime = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// Image previewer layout

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
