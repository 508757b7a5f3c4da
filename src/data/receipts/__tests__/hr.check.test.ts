import { describe, expect, it } from 'vitest';
import sample from '../hr';

const cents = (n: number) => Math.round(n * 100);

describe('Croatian receipt sample', () => {
  it('adds up: lines, VAT groups, payments', () => {
    const esr = sample.request.Tra.ESR;
    const perGroup = new Map<string, number>();
    let lines = 0;
    for (const pos of esr.PosA) {
      if (pos._ !== 'Pos') continue;
      if (pos.Qty !== undefined && pos.Pri !== undefined) expect(cents(pos.Qty * pos.Pri)).toBe(cents(pos.Amt));
      lines += cents(pos.Amt);
      perGroup.set(pos.TaxG, (perGroup.get(pos.TaxG) ?? 0) + cents(pos.Amt));
    }
    expect(lines).toBe(cents(esr.T));
    const taxA = sample.response.TraC.ESR?.TaxA ?? [];
    expect(taxA).toHaveLength(perGroup.size);
    for (const tax of taxA) {
      const gross = perGroup.get(tax.TaxG) ?? 0;
      expect(cents(tax.Amt)).toBe(gross);
      expect(cents(tax.Net)).toBe(Math.round(gross / (1 + tax.Prc / 100)));
      expect(cents(tax.Net) + cents(tax.TAmt)).toBe(cents(tax.Amt));
    }
    expect(esr.TaxA).toEqual(taxA);
    expect(esr.PayA.reduce((sum, pay) => sum + cents(pay.Amt), 0)).toBe(cents(esr.T));
    for (const pay of esr.PayA) if (pay.PayG === 'change') expect(pay.Amt).toBeLessThan(0);
  });

  it('echoes the transaction and returns a fiscal number', () => {
    const { ESR, Result } = sample.response.TraC;
    expect(Result.RC).toBe('OK');
    expect(ESR?.TN).toBe(sample.request.Tra.ESR.TN);
    expect(ESR?.T).toBe(sample.request.Tra.ESR.T);
    expect(ESR?.FN).toBeTruthy();
  });

  it('names only tags the response carries', () => {
    const tags = new Set(sample.response.TraC.Fis?.Tag?.map((tag) => tag.Name));
    for (const element of sample.elements) {
      const match = /Tag\[Name=(\w+)\]/.exec(element.source);
      if (match) expect(tags.has(match[1] ?? '')).toBe(true);
    }
  });
});

describe('Croatian QR code', () => {
  it('carries the JIR, the date and time and the total in cents', () => {
    const esr = sample.request.Tra.ESR;
    const fis = sample.response.TraC.Fis;
    const url = new URL(fis?.Code ?? '');
    expect(url.origin + url.pathname).toBe('https://porezna.gov.hr/rn');
    expect(url.searchParams.get('jir')).toBe(fis?.Tag?.find((tag) => tag.Name === 'JIR')?.Value);
    expect(url.searchParams.get('datv')).toBe('20261118_1042');
    expect(url.searchParams.get('izn')).toBe(String(cents(esr.T)));
    expect(sample.response.TraC.ESR?.FN).toBe(`${esr.TN}/${esr.TL}/${esr.TT}`);
  });
});
