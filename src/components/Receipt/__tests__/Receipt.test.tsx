// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { receiptSamples } from '@site/src/data/receipts';
import Receipt from '..';
import { receiptFormatter } from '../format';
import { qrMatrix, qrPath } from '../qr';
import { receiptPrinted } from '@site/src/plugins/receipt-codes/encode';

afterEach(cleanup);

// Every sample in src/data/receipts renders completely: the tests read the sample and look for
// each of its parts in the rendered receipt.
describe.each(receiptSamples.map((sample) => [sample.id, sample] as const))('Receipt %s', (_id, sample) => {
  const esr = sample.request.Tra.ESR;
  const confirmation = sample.response.TraC;
  const fmt = receiptFormatter(sample.locale, sample.currency);

  it('is a figure named by the sample title, with header, lines, total and payments', () => {
    render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const figure = screen.getByRole('figure', { name: sample.title });
    const text = figure.textContent ?? '';
    const { Cfg } = sample.cfg;
    for (const part of [Cfg.Nam, Cfg.Adr, Cfg.City, Cfg.TaxId, esr.TL, esr.TT, esr.TN, fmt.dateTime(esr.D)]) {
      expect(text).toContain(part);
    }
    if (sample.heading) expect(text).toContain(sample.heading);
    if (esr.OprN ?? esr.Opr) expect(text).toContain(esr.OprN ?? esr.Opr);
    for (const line of esr.PosA) {
      expect(text).toContain(line.Dsc);
      if (line._ === 'Pos') expect(text).toContain(fmt.amount(line.Amt));
    }
    expect(text).toContain(fmt.money(esr.T));
    for (const pay of esr.PayA) {
      expect(text).toContain(pay.Dsc);
      expect(text).toContain(fmt.amount(pay.Amt));
    }
    for (const line of sample.footer ?? []) expect(text).toContain(line);
  });

  it('shows the VAT breakdown with group, rate, net, tax and gross', () => {
    render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const taxes = confirmation.ESR?.TaxA ?? esr.TaxA ?? [];
    expect(taxes.length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'VAT breakdown' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(taxes.length);
    taxes.forEach((tax, index) => {
      const cells = Array.from(rows[index]?.querySelectorAll('th, td') ?? [], (cell) => cell.textContent);
      expect(cells).toEqual([
        tax.TaxG,
        fmt.percent(tax.Prc),
        fmt.amount(tax.Net),
        fmt.amount(tax.TAmt),
        fmt.amount(tax.Amt),
      ]);
    });
  });

  it('prints the fiscal number, every fiscal tag, the fiscal text and the code', () => {
    const { container } = render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const text = container.textContent ?? '';
    if (confirmation.ESR?.FN) expect(text).toContain(confirmation.ESR.FN);
    const fis = confirmation.Fis ?? {};
    for (const tag of fis.Tag ?? []) {
      // A legend printed below the code (VERI*FACTU) is its value alone.
      if (!sample.codeLayout?.belowCode?.includes(tag.Name)) expect(text).toContain(tag.Label);
      expect(text).toContain(tag.Value);
    }
    for (const line of fis.Text ?? []) expect(text).toContain(line);

    const type = fis.CodeType ?? 'QR';
    const svg = container.querySelector('svg');
    if (fis.Code && type === 'QR') {
      const qr = screen.getByRole('img', { name: /^QR code with / });
      expect(qr).toBe(svg);
      expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(qrMatrix(fis.Code)));
    } else {
      expect(svg).toBeNull();
      if (fis.Code && type !== 'None') expect(text).toContain(fis.Code);
    }
  });

  it('places the code where the law asks: caption above it, legends below it, at the top if required', () => {
    const { container } = render(<Receipt sample={sample} printed={receiptPrinted(sample)} />);
    const code = container.querySelector('svg[role="img"]');
    if (!code) return;
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const paragraphs = Array.from(container.querySelectorAll('p'));
    for (const line of confirmation.Fis?.Text ?? []) {
      const caption = paragraphs.find((p) => p.textContent === line)!;
      expect(follows(caption, code)).toBe(true);
    }
    for (const name of sample.codeLayout?.belowCode ?? []) {
      const value = confirmation.Fis?.Tag?.find((tag) => tag.Name === name)?.Value;
      const legend = paragraphs.find((p) => p.textContent === value)!;
      expect(follows(code, legend)).toBe(true);
    }
    const firstLine = screen.getAllByRole('table')[0]!;
    expect(follows(code, firstLine)).toBe(Boolean(sample.codeLayout?.atTop));
  });
});
