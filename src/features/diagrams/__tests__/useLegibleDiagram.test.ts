// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyLegibleWidth, smallestFontSize } from '../useLegibleDiagram';

function svg(markup: string, viewBox = '0 0 1100 400'): SVGSVGElement {
  const host = document.createElement('div');
  host.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" style="max-width: 1100px">${markup}</svg>`;
  document.body.append(host);
  return host.querySelector('svg')!;
}

describe('applyLegibleWidth', () => {
  it('gives a diagram the width at which its smallest label is 11 px, once', () => {
    const diagram = svg(
      '<text style="font-size: 16px">POS</text><text style="font-size: 14px">note</text><text style="font-size: 10px"> </text>',
    );
    expect(smallestFontSize(diagram)).toBe(14);
    applyLegibleWidth(diagram);
    expect(diagram.style.minWidth).toBe(`${Math.ceil((1100 * 11) / 14)}px`);
    expect(diagram.dataset.legibleWidth).toBe(String(Math.ceil((1100 * 11) / 14)));
    diagram.style.minWidth = '';
    applyLegibleWidth(diagram);
    expect(diagram.style.minWidth).toBe('');
  });

  it('reads HTML labels inside foreignObject', () => {
    // jsdom does not inherit font sizes, so the label carries its own (browsers: e2e/visual/diagrams.spec.ts).
    const diagram = svg(
      '<foreignObject><div><span style="font-size: 16px">localhost:5618</span></div></foreignObject>',
    );
    expect(smallestFontSize(diagram)).toBe(16);
  });

  it('sets no minimum without a viewBox or labels', () => {
    const empty = svg('<rect width="10" height="10" />');
    applyLegibleWidth(empty);
    expect(empty.style.minWidth).toBe('');
    expect(empty.dataset.legibleWidth).toBe('0');
  });
});
