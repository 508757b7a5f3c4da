// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScrollRegion, { headingBefore, markEdges, markStickyColumn } from '..';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom does no layout: give every element the widths a real browser would measure. */
function layout(scrollWidth: number, clientWidth: number): void {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('ScrollRegion', () => {
  it('adds no tab stop and no landmark while its content fits', () => {
    layout(600, 600);
    render(
      <ScrollRegion>
        <table>
          <tbody>
            <tr>
              <td>Cell</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it('becomes a focusable region named after the heading above it when its content overflows', () => {
    layout(1200, 600);
    render(
      <main>
        <h2>
          Mandatory receipt elements<a href="#x">#</a>
        </h2>
        <ScrollRegion>
          <p>Wide</p>
        </ScrollRegion>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Mandatory receipt elements, scrollable' });
    expect(region.tabIndex).toBe(0);
  });

  it('uses the label it is given', () => {
    layout(1200, 600);
    render(
      <ScrollRegion label="Sample receipt">
        <p>Wide</p>
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Sample receipt' })).toBeTruthy();
  });

  it('is focusable and named in the server-rendered page, before it can measure itself', () => {
    expect(
      renderToString(
        <ScrollRegion>
          <p>Wide</p>
        </ScrollRegion>,
      ),
    ).toMatch(/^<div[^>]* tabindex="0" role="region" aria-label="Wide content, scrollable">/);
    expect(renderToString(<ScrollRegion label="Sample receipt">x</ScrollRegion>)).toContain(
      'aria-label="Sample receipt"',
    );
  });

  it('falls back to a generic name without a heading', () => {
    layout(1200, 600);
    render(
      <ScrollRegion>
        <p>Wide</p>
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Wide content, scrollable' })).toBeTruthy();
  });
});

describe('markEdges (the scroll cue)', () => {
  const region = (scrollWidth: number, clientWidth: number, scrollLeft: number) =>
    ({ scrollWidth, clientWidth, scrollLeft, dataset: {} }) as unknown as HTMLElement;

  it('marks the sides beyond which more content lies', () => {
    const atStart = region(1200, 600, 0);
    markEdges(atStart);
    expect(atStart.dataset.more).toBe('end');
    const between = region(1200, 600, 300);
    markEdges(between);
    expect(between.dataset.more).toBe('start end');
    const atEnd = region(1200, 600, 600);
    markEdges(atEnd);
    expect(atEnd.dataset.more).toBe('start');
  });

  it('marks nothing while everything fits', () => {
    const fits = region(600, 600, 0);
    fits.dataset.more = 'end';
    markEdges(fits);
    expect(fits.dataset.more).toBeUndefined();
  });
});

describe('markStickyColumn', () => {
  function region(firstColumnWidth: number): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = '<table><tbody><tr><th>Austria</th><td>Wide</td></tr></tbody></table>';
    vi.spyOn(element, 'clientWidth', 'get').mockReturnValue(358);
    vi.spyOn(element.querySelector('th')!, 'getBoundingClientRect').mockReturnValue({
      width: firstColumnWidth,
    } as DOMRect);
    return element;
  }

  it('keeps a narrow first column in view while the table overflows', () => {
    const element = region(130);
    markStickyColumn(element, true);
    expect(element.dataset.sticky).toBe('first');
    markStickyColumn(element, false);
    expect(element.dataset.sticky).toBeUndefined();
  });

  it('leaves a first column wider than 45 % of the region in the flow', () => {
    const element = region(170);
    markStickyColumn(element, true);
    expect(element.dataset.sticky).toBeUndefined();
  });

  it('marks nothing in a region without a table', () => {
    const element = document.createElement('div');
    markStickyColumn(element, true);
    expect(element.dataset.sticky).toBeUndefined();
  });
});

describe('headingBefore', () => {
  it('finds the closest h2–h4 before an element, wherever it stands in the tree', () => {
    document.body.innerHTML = `
      <h1>Page</h1>
      <section><h2>Transport</h2><div><h3>Headers</h3><p>text</p><h5>Minor</h5></div></section>
      <div><div id="target"></div></div>
      <h2>After</h2>`;
    expect(headingBefore(document.getElementById('target')!)).toBe('Headers');
  });

  it('skips headings that contain the element or come after it, and finds none before the first', () => {
    document.body.innerHTML = `<h1>Page</h1><p id="first"></p><h2>Fields<span id="inside"></span></h2><h3>Later</h3>`;
    expect(headingBefore(document.getElementById('first')!)).toBeUndefined();
    expect(headingBefore(document.getElementById('inside')!)).toBeUndefined();
  });
});
