// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import LayoutPreview from '..';
import type { Section } from '../../../data/bill/types';
import simpleCodes from '../../../data/bill/layouts/simple-codes';
import simpleDefault from '../../../data/bill/layouts/simple-default';
import smartChristmas from '../../../data/bill/layouts/smart-christmas';
import smartDefault from '../../../data/bill/layouts/smart-default';
import smartLocation from '../../../data/bill/layouts/smart-location';
import smartUnconfigured from '../../../data/bill/layouts/smart-unconfigured';

afterEach(cleanup);

const preview = () => screen.getByRole('group', { name: /preview/ });

describe('LayoutPreview', () => {
  it('renders a layout as a figure with its caption', () => {
    render(<LayoutPreview variant="simple" layout={simpleDefault} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(/digital copy of the printed receipt/)).toBeTruthy();
    expect(within(preview()).getByText('Lindenhof Bakery & Café')).toBeTruthy();
    expect(within(preview()).getByRole('img', { name: 'Fiscal QR code' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('draws an EAN-13 section from a formula, with the check digit in the text', () => {
    render(<LayoutPreview variant="simple" layout={simpleCodes} />);
    // 290000 + receipt number 048213 = 290000048213, check digit 5.
    expect(screen.getByRole('img', { name: 'EAN13 barcode 2900000482135' })).toBeTruthy();
    expect(screen.getByText('2900000482135')).toBeTruthy();
  });

  it('draws a QR code section from a formula, with its value above the code', () => {
    render(<LayoutPreview variant="simple" layout={simpleCodes} />);
    const code = screen.getByRole('img', { name: 'QR code: Service reference' });
    // Location 12, terminal 3, receipt 048213.
    const value = screen.getByText('12-3-048213');
    expect(value.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows why a value cannot be drawn as a barcode', () => {
    const sections: Section[] = [{ id: 'bad', type: 'barcode', format: 'EAN8', value: '{{Receipt.Total}}' }];
    render(<LayoutPreview variant="simple" sections={sections} />);
    expect(screen.getByText(/Cannot draw this barcode: EAN-8 encodes digits only/)).toBeTruthy();
  });

  it('leaves Smart Bill sections out of a Simple Bill', () => {
    const sections: Section[] = [
      { id: 'logo', type: 'logo', alt: 'Shop logo', monogram: 'S' },
      { id: 'totals', type: 'totals' },
    ];
    render(<LayoutPreview variant="simple" sections={sections} />);
    expect(screen.queryByRole('img', { name: 'Shop logo' })).toBeNull();
    expect(screen.getByText('Total')).toBeTruthy();
  });

  it('marks feedback and newsletter as not shown until configured', () => {
    render(<LayoutPreview variant="smart" layout={smartUnconfigured} />);
    expect(screen.getAllByText(/not configured yet/)).toHaveLength(2);
    expect(screen.getByText('You paid')).toBeTruthy();
  });

  it('hides and shows a section with its labelled checkbox and announces it', () => {
    render(<LayoutPreview variant="smart" layout={smartDefault} interactive />);
    const checkbox = screen.getByRole('checkbox', { name: 'Location' });
    expect(within(preview()).getByRole('table', { name: 'Opening hours' })).toBeTruthy();
    fireEvent.click(checkbox);
    expect(within(preview()).queryByRole('table', { name: 'Opening hours' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Location hidden.');
    fireEvent.click(checkbox);
    expect(within(preview()).getByRole('table', { name: 'Opening hours' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Location shown.');
  });

  it('keeps the fiscal data visible: its checkbox is checked and disabled', () => {
    render(<LayoutPreview variant="simple" layout={simpleDefault} interactive />);
    const fiscal = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Fiscal data (always shown)' });
    expect(fiscal.checked).toBe(true);
    expect(fiscal.disabled).toBe(true);
  });

  it('moves sections with buttons, keeps focus on the moved row and announces the position', () => {
    render(<LayoutPreview variant="smart" layout={smartLocation} interactive />);
    const labels = () => screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels()).toEqual(['Summary', 'Location']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Summary up' }).disabled).toBe(true);

    const down = screen.getByRole('button', { name: 'Move Summary down' });
    down.focus();
    fireEvent.click(down);
    expect(labels()).toEqual(['Location', 'Summary']);
    expect(screen.getByRole('status').textContent).toBe('Summary moved to position 2 of 2.');
    // "down" is now disabled at the bottom, so focus goes to "up" of the same row.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Summary up' }));

    const order = within(preview())
      .getAllByText(/Lindenhof Neubau|Total/)
      .map((el) => el.textContent);
    expect(order[0]).toBe('Lindenhof Neubau');

    fireEvent.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(labels()).toEqual(['Summary', 'Location']);
  });

  it('switches the receipt between light and dark with a toggle button', () => {
    render(<LayoutPreview variant="simple" layout={simpleDefault} />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Simple Bill preview, dark mode' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Receipt preview switched to dark mode.');
  });

  it('resolves formula fields in text sections', () => {
    render(<LayoutPreview variant="smart" layout={smartChristmas} />);
    expect(screen.getByText('Merry Christmas from all of us at Lindenhof Neubau!')).toBeTruthy();
  });
});
