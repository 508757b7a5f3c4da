import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from '../prism';

function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Cannot measure the colour ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_mode, theme) => {
  const background = theme.plain.backgroundColor ?? '#ffffff';

  it('keeps plain text at 4.5:1 or more', () => {
    expect(contrast(theme.plain.color ?? '#000000', background)).toBeGreaterThanOrEqual(4.5);
  });

  // Diff colours for inserted/deleted lines are backgrounds in these themes, not text.
  it.each(
    theme.styles.filter((entry) => entry.style.color).map((entry) => [entry.types.join(','), entry.style.color!]),
  )('keeps %s (%s) at 4.5:1 or more', (_types, colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
