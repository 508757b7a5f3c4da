// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptSample } from '@site/src/data/receipts/types';
import ReceiptElements from '..';
import { sample } from '../../Receipt/__tests__/fixtures/sample';

const withMissing: ReceiptSample = {
  ...sample,
  elements: [...sample.elements, { element: 'Customer', source: 'request Tra.ESR.Ctm.Nam' }],
};

afterEach(cleanup);

describe('ReceiptElements (fixture)', () => {
  it('shows the source as code, the value found in the sample and the note', () => {
    render(<ReceiptElements sample={withMissing} />);
    const table = screen.getByRole('table', { name: 'Mandatory receipt elements and where they come from' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Element', 'Source', 'Value in the sample', 'Note']);
    const register = within(table).getByRole('row', { name: /Cash register id/ });
    expect(within(register).getByText('response TraC.Fis.Tag[Name=KassenID]').tagName).toBe('CODE');
    expect(register.textContent).toContain('Kassen-ID: K2');
    expect(register.textContent).toContain('As registered with FinanzOnline.');
    const customer = within(table).getByRole('row', { name: /Customer/ });
    expect(customer.textContent).toContain('Not in this sample');
  });

  it('is a focusable, labelled scroll region while it overflows', () => {
    // jsdom does no layout: report the widths of a table wider than its column.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    render(<ReceiptElements sample={withMissing} />);
    const region = screen.getByRole('region', { name: /Receipt elements: Sample receipt/ });
    expect(region.tabIndex).toBe(0);
    vi.restoreAllMocks();
  });
});
