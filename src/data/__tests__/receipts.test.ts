import { describe, expect, it } from 'vitest';
import { countryCodes } from '@site/src/data/countries';
import { receiptSamples, type ReceiptSample } from '@site/src/data/receipts';
import type { Pos, Tax } from '@site/src/data/efr/types';
import { resolveSource } from '@site/src/components/ReceiptElements/resolveSource';
import { validateEfr } from '@site/src/test-support/docs-checks/efrSchema';

/** Amounts in cents, so sums are exact. */
const cents = (amount: number) => Math.round(amount * 100);

function taxLists(sample: ReceiptSample): [where: string, taxes: Tax[]][] {
  const lists: [string, Tax[] | undefined][] = [
    ['request Tra.ESR.TaxA', sample.request.Tra.ESR.TaxA],
    ['response TraC.ESR.TaxA', sample.response.TraC.ESR?.TaxA],
  ];
  return lists.filter((entry): entry is [string, Tax[]] => entry[1] !== undefined);
}

describe('receipt samples', () => {
  it('have unique ids and cover every country and VERI*FACTU', () => {
    const ids = receiptSamples.map((sample) => sample.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...countryCodes, 'ES-verifactu'].sort());
  });

  describe.each(receiptSamples.map((sample) => [sample.id, sample] as const))('%s', (_id, sample) => {
    const esr = sample.request.Tra.ESR;
    const lines = esr.PosA.filter((line): line is Pos => line._ === 'Pos');

    it('has a title, a valid locale and a currency Intl knows', () => {
      expect(sample.title.trim()).not.toBe('');
      expect(Intl.getCanonicalLocales(sample.locale)).toHaveLength(1);
      expect(
        () => new Intl.NumberFormat(sample.locale, { style: 'currency', currency: sample.currency }),
      ).not.toThrow();
    });

    it('validates against the EFR schema (cfg and request: #/$defs/request, response: #/$defs/response)', () => {
      expect(validateEfr('request', sample.cfg), 'cfg').toEqual([]);
      expect(validateEfr('request', sample.request), 'request').toEqual([]);
      expect(validateEfr('response', sample.response), 'response').toEqual([]);
      expect(sample.response.TraC.Result.RC).toBe('OK');
    });

    it('adds up: lines, total and payments', () => {
      for (const line of lines) {
        if (line.Qty !== undefined && line.Pri !== undefined) {
          expect(cents(line.Amt), `${line.Dsc}: Qty × Pri`).toBe(cents(line.Qty * line.Pri));
        }
      }
      const lineSum = lines.reduce((sum, line) => sum + cents(line.Amt), 0);
      expect(lineSum, 'T = sum of the Pos amounts').toBe(cents(esr.T));
      const paid = esr.PayA.reduce((sum, pay) => sum + cents(pay.Amt), 0);
      expect(paid, 'payments (change negative) = T').toBe(cents(esr.T));
    });

    it('has a VAT breakdown that adds up', () => {
      const lists = taxLists(sample);
      expect(lists.length, 'a TaxA in the request or the response').toBeGreaterThan(0);
      if (lists.length === 2) expect(lists[1]![1], 'the response echoes the request TaxA').toEqual(lists[0]![1]);
      for (const [where, taxes] of lists) {
        for (const tax of taxes) {
          const label = `${where} ${tax.TaxG}`;
          expect(cents(tax.Net) + cents(tax.TAmt), `${label}: Net + TAmt = Amt`).toBe(cents(tax.Amt));
          expect(
            Math.abs(cents(tax.TAmt) - (cents(tax.Net) * tax.Prc) / 100),
            `${label}: TAmt = Net × Prc`,
          ).toBeLessThanOrEqual(1 + 1e-9);
          const groupSum = lines
            .filter((line) => line.TaxG === tax.TaxG)
            .reduce((sum, line) => sum + cents(line.Amt), 0);
          expect(groupSum, `${label}: sum of the lines in the group`).toBe(cents(tax.Amt));
        }
        const groups = taxes.map((tax) => tax.TaxG);
        expect(new Set(groups).size, `${where}: one entry per group`).toBe(groups.length);
        expect(
          taxes.reduce((sum, tax) => sum + cents(tax.Amt), 0),
          `${where}: sum of Amt = T`,
        ).toBe(cents(esr.T));
      }
    });

    it('maps every mandatory element to a value in the sample', () => {
      expect(sample.elements.length).toBeGreaterThan(0);
      for (const element of sample.elements.filter((e) => !e.conditional)) {
        expect(resolveSource(sample, element.source), `${element.element}: ${element.source}`).toBeDefined();
      }
    });
  });
});
