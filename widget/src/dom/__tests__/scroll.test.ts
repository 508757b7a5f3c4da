// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, SCROLL_DURATION, scrollToBottom } from '../scroll';

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
