// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScrollRegion from '..';

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
