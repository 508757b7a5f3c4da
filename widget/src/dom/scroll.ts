/**
 * The message list's scroll to the newest message. Runs only from effects, never at import time
 * or during render, so the widget renders on the server.
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
