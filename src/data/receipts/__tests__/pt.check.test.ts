import { describe, expect, it } from 'vitest';
import type { Pos } from '../../efr/types';
import pt from '../pt';

const cents = (n: number) => Math.round(n * 100);

describe('Portuguese receipt sample', () => {
  // Lines, totals, payments, the VAT breakdown and the request/response TaxA echo are checked for
  // every sample in src/data/__tests__/receipts.test.ts; here only the national rounding rule.
  it('computes each VAT amount from the gross of its group', () => {
    const lines = pt.request.Tra.ESR.PosA.filter((p): p is Pos => p._ === 'Pos');
    for (const t of pt.response.TraC.ESR?.TaxA ?? []) {
      const gross = lines.filter((p) => p.TaxG === t.TaxG).reduce((s, p) => s + cents(p.Amt), 0);
      expect(cents(t.TAmt)).toBe(Math.round((gross * t.Prc) / (100 + t.Prc)));
    }
  });

  it('QR string matches the document (AT field order, totals, ATCUD, hash characters)', () => {
    const fis = pt.response.TraC.Fis!;
    const fields = Object.fromEntries(
      (fis.Code ?? '').split('*').map((f) => [f.slice(0, f.indexOf(':')), f.slice(f.indexOf(':') + 1)]),
    );
    expect(Object.keys(fields)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I1',
      'I3',
      'I4',
      'I5',
      'I6',
      'I7',
      'I8',
      'N',
      'O',
      'Q',
      'R',
    ]);
    expect(fields.A).toBe(pt.cfg.Cfg.TaxId);
    expect(fields.G).toBe(pt.response.TraC.ESR?.FN);
    expect(fields.H).toBe(fis.Tag?.find((t) => t.Name === 'ATCUD')?.Value);
    expect(fields.H?.endsWith(`-${fields.G?.split('/').pop()}`)).toBe(true);
    const tax = (prc: number) => pt.response.TraC.ESR!.TaxA!.find((t) => t.Prc === prc)!;
    expect([fields.I3, fields.I4]).toEqual([tax(6).Net.toFixed(2), tax(6).TAmt.toFixed(2)]);
    expect([fields.I5, fields.I6]).toEqual([tax(13).Net.toFixed(2), tax(13).TAmt.toFixed(2)]);
    expect([fields.I7, fields.I8]).toEqual([tax(23).Net.toFixed(2), tax(23).TAmt.toFixed(2)]);
    const n = pt.response.TraC.ESR!.TaxA!.reduce((s, t) => s + cents(t.TAmt), 0);
    expect(cents(Number(fields.N))).toBe(n);
    expect(fields.O).toBe(pt.request.Tra.ESR.T.toFixed(2));
    const sig = fis.Signature ?? '';
    expect(fields.Q).toBe(sig.charAt(0) + sig.charAt(10) + sig.charAt(20) + sig.charAt(30));
    expect(fis.Tag?.find((t) => t.Name === 'Hash')?.Value).toBe(
      `${fields.Q}-Processado por programa certificado n.º ${fields.R}/AT`,
    );
  });
});
