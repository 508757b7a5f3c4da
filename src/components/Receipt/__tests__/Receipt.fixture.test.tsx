// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceiptSample } from '@site/src/data/receipts/types';
import Receipt from '..';
import { qrMatrix, qrPath } from '../qr';
import { sample } from './fixtures/sample';
import { receiptPrinted } from '@site/src/plugins/receipt-codes/encode';

const pdf417: ReceiptSample = {
  ...sample,
  id: 'PDF417',
  response: { TraC: { ...sample.response.TraC, Fis: { Code: 'ZOI:0123abcd', CodeType: 'PDF417' } } },
};

const noCode: ReceiptSample = {
  ...sample,
  id: 'NONE',
  response: { TraC: { ...sample.response.TraC, Fis: { Code: 'ignored', CodeType: 'None' } } },
};

afterEach(cleanup);

describe('Receipt (fixture)', () => {
  it('reads in printed order: heading, company, till data, lines, total, payments, VAT, fiscal block, footer', () => {
    render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const figure = screen.getByRole('figure', { name: 'Sample receipt for the component tests' });
    const text = (figure.textContent ?? '').replace(/\s+/g, ' ');
    const order = [
      'Sample receipt for the component tests',
      'RECHNUNG',
      'Café Muster GmbH',
      'Filiale Mariahilf',
      '1060 Wien',
      'Tax ID ATU12345678',
      '20.11.2026',
      'WIEN01',
      'K2',
      '4711',
      'Anna',
      'Melange',
      '2 × 3,70',
      '7,40',
      'Tisch 4',
      'Zeitung',
      'Total',
      '9,90',
      'Bar',
      '20,00',
      'Rückgeld',
      '10,10',
      'K2-000812',
      'Kassen-ID: K2',
      'Signatur:',
      'Sicherheitseinrichtung ausgefallen',
      'Danke für Ihren Besuch!',
    ];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
    expect(text).toMatch(/[-−]10,10/);
    expect(text).not.toContain('Signatur::');
  });

  it('gives the item, payment and VAT tables accessible names and headers', () => {
    render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const items = screen.getByRole('table', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Amount', 'VAT group']);
    expect(within(items).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('table', { name: 'Payments' })).toBeTruthy();
    const vat = screen.getByRole('table', { name: 'VAT breakdown' });
    expect(
      within(vat)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['B', 'C']);
  });

  it('marks texts in the receipt language', () => {
    render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    expect(screen.getByText('Melange').getAttribute('lang')).toBe('de-AT');
    expect(screen.getByText('Kassen-ID:').getAttribute('lang')).toBe('de-AT');
  });

  it('draws the QR code from exactly the code content, at level M, with an accessible name', () => {
    render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const qr = screen.getByRole('img', { name: "QR code with the receipt's signature data" });
    const code = sample.response.TraC.Fis?.Code ?? '';
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(qrMatrix(code)));
    const units = qrMatrix(code).length + 8;
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${units} ${units}`);
  });

  it('prints a PDF417 code as text and no code for CodeType None', () => {
    const { container, unmount } = render(<Receipt sample={pdf417} printed={receiptPrinted(pdf417)} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toContain('Printed as a PDF417 barcode');
    expect(container.textContent).toContain('ZOI:0123abcd');
    unmount();
    const none = render(<Receipt sample={noCode} printed={receiptPrinted(noCode)} />);
    expect(none.container.querySelector('svg')).toBeNull();
    expect(none.container.textContent).not.toContain('ignored');
  });
});
