import { describe, expect, it } from 'vitest';
import { legibleWidth, MIN_LABEL_PX, viewBoxWidth } from '../legibleWidth';

describe('legibleWidth', () => {
  it('is the width at which the smallest label renders at the minimum size', () => {
    // A 1,195-unit sequence diagram with 16 px labels: 11/16 of its width.
    expect(legibleWidth(1195, 16)).toBe(Math.ceil((1195 * 11) / 16));
    expect((legibleWidth(1195, 16) / 1195) * 16).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    // The smallest label decides: 14 px labels need more width than 16 px ones.
    expect(legibleWidth(1000, 14)).toBe(786);
  });

  it('asks for more than the drawn width when labels are drawn below the minimum', () => {
    expect(legibleWidth(500, 10)).toBe(550);
  });

  it('sets no minimum when a size is unknown', () => {
    expect(legibleWidth(0, 16)).toBe(0);
    expect(legibleWidth(800, 0)).toBe(0);
    expect(legibleWidth(Number.NaN, 16)).toBe(0);
  });

  it('takes another minimum', () => {
    expect(legibleWidth(800, 16, 12)).toBe(600);
  });
});

describe('viewBoxWidth', () => {
  it('reads the third number of a viewBox', () => {
    expect(viewBoxWidth('-122.5 -10 1195 987')).toBe(1195);
    expect(viewBoxWidth('0,0,879.5,245')).toBe(879.5);
  });

  it('is 0 without a usable viewBox', () => {
    expect(viewBoxWidth(null)).toBe(0);
    expect(viewBoxWidth('')).toBe(0);
    expect(viewBoxWidth('0 0 auto 10')).toBe(0);
  });
});
