import { describe, expect, it } from 'vitest';
import type { Pos } from '../../efr/types';
import fr from '../fr';

const cents = (n: number) => Math.round(n * 100);

describe('French receipt sample', () => {
  // Lines, totals, payments, the VAT breakdown and the request/response TaxA echo are checked for
  // every sample in src/data/__tests__/receipts.test.ts; here only the national rounding rule.
  it('computes each VAT amount from the gross of its group', () => {
    const lines = fr.request.Tra.ESR.PosA.filter((p): p is Pos => p._ === 'Pos');
    for (const t of fr.response.TraC.ESR?.TaxA ?? []) {
      const gross = lines.filter((p) => p.TaxG === t.TaxG).reduce((s, p) => s + cents(p.Amt), 0);
      expect(cents(t.TAmt)).toBe(Math.round((gross * t.Prc) / (100 + t.Prc)));
    }
  });

  it('has well-formed French identifiers and a matching signature extract', () => {
    const siren = fr.cfg.Cfg.TaxId.slice(4);
    const luhn = (s: string) =>
      [...s].reverse().reduce((sum, ch, i) => {
        const d = Number(ch) * (i % 2 ? 2 : 1);
        return sum + (d > 9 ? d - 9 : d);
      }, 0) %
        10 ===
      0;
    expect(luhn(siren)).toBe(true);
    expect(luhn(String(fr.cfg.Cfg.FR_SIRET))).toBe(true);
    expect(Number(fr.cfg.Cfg.TaxId.slice(2, 4))).toBe((12 + 3 * (Number(siren) % 97)) % 97);
    const sig = fr.response.TraC.Fis?.Signature ?? '';
    expect(fr.response.TraC.Fis?.Tag?.find((t) => t.Name === 'Sec')?.Value).toBe(
      sig.charAt(2) + sig.charAt(6) + sig.charAt(12) + sig.charAt(18),
    );
  });
});
