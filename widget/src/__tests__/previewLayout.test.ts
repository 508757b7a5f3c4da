import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_WIDTH, initialLayout, minSide, zoomIn, zoomOut } from '../previewLayout';

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
