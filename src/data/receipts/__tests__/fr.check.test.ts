import { describe, expect, it } from 'vitest';
import type { Pos } from '../../efr/types';
import { checkTaxId } from '../../fictional';
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

  it('has French identifiers of the right shape that no firm can hold, and a matching signature extract', () => {
    // The VAT key is computed from the SIREN as the DGFiP does, so a system that checks the key accepts
    // the sample; the SIREN and SIRET fail their Luhn check (src/data/fictional.ts), so no firm holds them.
    const siren = fr.cfg.Cfg.TaxId.slice(4);
    expect(siren).toMatch(/^\d{9}$/);
    expect(String(fr.cfg.Cfg.FR_SIRET)).toMatch(new RegExp(`^${siren}\\d{5}$`));
    expect(Number(fr.cfg.Cfg.TaxId.slice(2, 4))).toBe((12 + 3 * (Number(siren) % 97)) % 97);
    expect(checkTaxId('FR', siren).ok).toBe(true);
    expect(checkTaxId('FR', String(fr.cfg.Cfg.FR_SIRET)).ok).toBe(true);
    expect(checkTaxId('FR', fr.cfg.Cfg.TaxId).ok).toBe(true);
    const sig = fr.response.TraC.Fis?.Signature ?? '';
    expect(fr.response.TraC.Fis?.Tag?.find((t) => t.Name === 'Sec')?.Value).toBe(
      sig.charAt(2) + sig.charAt(6) + sig.charAt(12) + sig.charAt(18),
    );
  });
});
