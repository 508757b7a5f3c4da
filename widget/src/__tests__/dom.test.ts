// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREVIEW_WIDTH,
  easeInOutQuad,
  formatTime,
  initialLayout,
  lockPageScroll,
  minSide,
  SCROLL_DURATION,
  scrollToBottom,
  zoomIn,
  zoomOut,
} from '../dom';

function scroller(scrollHeight: number, clientHeight: number, scrollTop = 0): HTMLElement {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => clientHeight });
  el.scrollTop = scrollTop;
  let top = scrollTop;
  Object.defineProperty(el, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => void (top = v) });
  return el;
}

describe('scrollToBottom', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lasts 400 ms with an ease-in-out curve', () => {
    expect(SCROLL_DURATION).toBe(400);
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(1)).toBe(1);
    expect(easeInOutQuad(0.5)).toBe(0.5);
    expect(easeInOutQuad(0.25)).toBeLessThan(0.25);
    expect(easeInOutQuad(0.75)).toBeGreaterThan(0.75);
  });

  it('animates frame by frame and ends exactly at the bottom', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const el = scroller(1000, 200);
    scrollToBottom(el);
    const run = (t: number) => frames.shift()!(t);
    run(1000);
    expect(el.scrollTop).toBe(0);
    run(1100); // 25 %
    expect(el.scrollTop).toBeCloseTo(800 * easeInOutQuad(0.25));
    run(1200); // 50 %
    expect(el.scrollTop).toBeCloseTo(400);
    run(1400); // done
    expect(el.scrollTop).toBe(800);
    expect(frames).toHaveLength(0);
  });

  it('jumps to the bottom when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const el = scroller(1000, 200);
    scrollToBottom(el);
    expect(el.scrollTop).toBe(800);
    expect(raf).not.toHaveBeenCalled();
  });

  it('does nothing when already at the bottom; the returned function cancels', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 7);
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    scrollToBottom(scroller(200, 200));
    expect(raf).not.toHaveBeenCalled();
    const stop = scrollToBottom(scroller(1000, 200));
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

describe('lockPageScroll', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('hides page scroll and removes a style attribute that did not exist', () => {
    expect(document.body.hasAttribute('style')).toBe(false);
    const release = lockPageScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.hasAttribute('style')).toBe(false);
  });

  it("restores the page's own overflow exactly and leaves other styles alone", () => {
    // (jsdom drops !important on these properties, so the priority is not checked here.)
    document.body.setAttribute('style', 'color: red; overflow-y: scroll; overflow-x: clip');
    const release = lockPageScroll(document);
    document.body.style.setProperty('margin', '3px'); // the page changes something meanwhile
    release();
    expect(document.body.style.getPropertyValue('overflow-y')).toBe('scroll');
    expect(document.body.style.getPropertyValue('overflow-x')).toBe('clip');
    expect(document.body.style.color).toBe('red');
    expect(document.body.style.margin).toBe('3px');
  });

  it('counts nested locks and ignores a second release', () => {
    document.body.style.overflow = 'auto';
    const a = lockPageScroll(document);
    const b = lockPageScroll(document);
    a();
    a();
    expect(document.body.style.overflow).toBe('hidden');
    b();
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('image previewer layout', () => {
  it('fits a wide image to 80 % of the viewport width', () => {
    expect(initialLayout(1600, 800, 1000, 800)).toEqual({ width: 800, height: 400, fit: 'width' });
  });

  it('fits a tall image to 80 % of the viewport height', () => {
    expect(initialLayout(500, 1000, 1000, 800)).toEqual({ width: 320, height: 640, fit: 'height' });
  });

  it('uses 800 px (at most 80 % of the viewport) while the size is unknown', () => {
    expect(DEFAULT_PREVIEW_WIDTH).toBe(800);
    expect(initialLayout(0, 0, 1920, 1080)).toMatchObject({ width: 800, fit: 'width' });
    expect(initialLayout(0, 0, 500, 800)).toMatchObject({ width: 400 });
  });

  it('zooms in and out by the step along the fitted side, keeping the aspect ratio', () => {
    const start = initialLayout(1600, 800, 1000, 800);
    const bigger = zoomIn(start, 80);
    expect(bigger).toEqual({ width: 880, height: 440, fit: 'width' });
    expect(zoomOut(bigger, 80, 1000, 800)).toEqual(start);
  });

  it('does not zoom out below a third of the viewport', () => {
    let l = initialLayout(1600, 800, 1000, 800);
    for (let i = 0; i < 20; i++) l = zoomOut(l, 80, 1000, 800);
    expect(l.width).toBeCloseTo(1000 / 3);
    expect(minSide(l, 1000, 800)).toBeCloseTo(1000 / 3);
    expect(zoomOut(l, 80, 1000, 800)).toBe(l);
  });
});

describe('formatTime', () => {
  it('shows hh:mm with two digits', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2026, 10, 22, 14, 30))).toBe('14:30');
  });
});
