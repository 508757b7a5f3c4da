import { describe, expect, it } from 'vitest';
import { resolveSource } from '@site/src/components/ReceiptElements/resolveSource';
import { validateEfr } from '@site/src/features/docs-checks/efrSchema';
import sample from '../at';

const cents = (n: number) => Math.round(n * 100);
const esr = sample.request.Tra!.ESR;
const traC = sample.response.TraC!;

describe('receipt sample AT', () => {
  it('validates against the EFR schema', () => {
    expect(validateEfr('request', sample.cfg)).toEqual([]);
    expect(validateEfr('request', sample.request)).toEqual([]);
    expect(validateEfr('response', sample.response)).toEqual([]);
  });

  it('adds up: lines, payments and VAT per group', () => {
    const lines = esr.PosA.filter((p) => p._ === 'Pos');
    for (const line of lines) expect(cents(line.Qty! * line.Pri!)).toBe(cents(line.Amt));
    expect(lines.reduce((s, l) => s + cents(l.Amt), 0)).toBe(cents(esr.T));
    expect(esr.PayA.reduce((s, p) => s + cents(p.Amt), 0)).toBe(cents(esr.T));
    for (const tax of traC.ESR!.TaxA!) {
      const gross = lines.filter((l) => l.TaxG === tax.TaxG).reduce((s, l) => s + cents(l.Amt), 0);
      expect(cents(tax.Amt)).toBe(gross);
      expect(cents(tax.Net)).toBe(Math.round(gross / (1 + tax.Prc / 100)));
      expect(cents(tax.Net) + cents(tax.TAmt)).toBe(cents(tax.Amt));
    }
    expect(esr.TaxA).toEqual(traC.ESR!.TaxA);
  });

  it('carries the RKSV code with the gross amounts per rate slot', () => {
    const parts = traC.Fis!.Code!.split('_');
    expect(parts).toHaveLength(14);
    expect(parts[1]).toBe('R1-AT1');
    expect(parts[2]).toBe(`${esr.TL}-${esr.TT}`);
    expect(parts[3]).toBe(esr.TN);
    expect(parts[4]).toBe(esr.D);
    // Slots: normal 20 %, reduced 10 %, reduced 13 %, zero, special 19 %.
    expect(parts.slice(5, 10)).toEqual(['18,20', '16,70', '0,00', '0,00', '0,00']);
    expect(`${esr.TL}${esr.TT}${esr.TN}`).not.toContain('_');
  });

  it('resolves every element source except the failure note', () => {
    for (const element of sample.elements) {
      if (element.source === 'response TraC.Fis.Text') continue;
      expect(resolveSource(sample, element.source), element.source).toBeDefined();
    }
  });
});
