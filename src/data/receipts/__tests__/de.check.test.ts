import { describe, expect, it } from 'vitest';
import { resolveSource } from '@site/src/components/ReceiptElements/resolveSource';
import { validateEfr } from '@site/src/features/docs-checks/efrSchema';
import sample from '../de';

const cents = (n: number) => Math.round(n * 100);
const esr = sample.request.Tra!.ESR;
const traC = sample.response.TraC!;
const tag = (name: string) => traC.Fis!.Tag!.find((t) => t.Name === name)?.Value;

describe('receipt sample DE', () => {
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

  it('carries the DSFinV-K receipt code that matches the tags', () => {
    const fields = traC.Fis!.Code!.split(';');
    expect(fields).toHaveLength(12);
    expect(fields[0]).toBe('V0');
    expect(fields[1]).toBe(tag('KSNr'));
    expect(fields[2]).toBe('Kassenbeleg-V1');
    // Gross per rate (19 %, 7 %, two average rates, 0 %), then cash net of change.
    expect(fields[3]).toBe('Beleg^6.80_8.30_0.00_0.00_0.00^15.10:Bar');
    expect(fields[4]).toBe(tag('TrNr'));
    expect(fields[5]).toBe(tag('SigZ'));
    expect(fields[8]).toBe('ecdsa-plain-SHA384');
    expect(fields[9]).toBe('utcTime');
    expect(fields[10]).toBe(tag('Sign'));
    expect(String(esr.TID)).toBe(tag('TrNr'));
    expect(traC.ESR!.FN).toBe(tag('TrNr'));
  });

  it('resolves every element source', () => {
    for (const element of sample.elements) {
      expect(resolveSource(sample, element.source), element.source).toBeDefined();
    }
  });
});
