import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import schema from '../../../../static/schemas/efr.schema.json';
import sample from '../cz';

const base = 'https://docs.acme-receipts.example/schemas/efr.schema.json';
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schema);
const cents = (n: number) => Math.round(n * 100);

/** Resolves "request Tra.ESR.PosA[].Dsc", "response TraC.Fis.Tag[Name=UID]", "cfg Cfg.TaxId" or "heading". */
function resolve(source: string): unknown {
  if (source === 'heading') return sample.heading;
  const [root = '', path = ''] = source.split(' ');
  const roots: Record<string, unknown> = { request: sample.request, response: sample.response, cfg: sample.cfg };
  let values: unknown[] = [roots[root]];
  for (const part of path.split('.')) {
    const m = /^(\w+)(?:\[(?:(\w+)=(\w+))?\])?$/.exec(part);
    if (!m) return undefined;
    const [, key = '', k, v] = m;
    values = values.flatMap((x) => {
      const next = (x as Record<string, unknown> | undefined)?.[key];
      if (!part.includes('[')) return [next];
      const list: unknown[] = Array.isArray(next) ? next : [];
      return k ? list.filter((e) => (e as Record<string, unknown>)[k] === v) : list;
    });
  }
  return values.find((x) => x !== undefined);
}

describe('receipt sample CZ', () => {
  it('validates against the EFR schema', () => {
    const cases = [
      [sample.cfg, 'request'],
      [sample.request, 'request'],
      [sample.response, 'response'],
    ] as const;
    for (const [data, def] of cases) {
      const valid = ajv.validate(`${base}#/$defs/${def}`, data);
      expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it('adds up', () => {
    const esr = sample.request.Tra.ESR;
    const lines = esr.PosA.flatMap((p) => (p._ === 'Pos' ? [p] : []));
    for (const p of lines)
      if (p.Qty !== undefined && p.Pri !== undefined) expect(cents(p.Amt)).toBe(cents(p.Qty * p.Pri));
    const total = lines.reduce((s, p) => s + cents(p.Amt), 0);
    expect(cents(esr.T)).toBe(total);
    expect(esr.PayA.reduce((s, p) => s + cents(p.Amt), 0)).toBe(total);
    for (const taxA of [esr.TaxA ?? [], sample.response.TraC.ESR?.TaxA ?? []]) {
      expect(taxA.reduce((s, t) => s + cents(t.Amt), 0)).toBe(total);
      for (const t of taxA) {
        const gross = lines.reduce((s, p) => s + (p.TaxG === t.TaxG ? cents(p.Amt) : 0), 0);
        expect(cents(t.Amt)).toBe(gross);
        expect(cents(t.Net) + cents(t.TAmt)).toBe(gross);
        expect(cents(t.Net)).toBe(Math.round(gross / (1 + t.Prc / 100)));
      }
    }
    expect(sample.response.TraC.Result.RC).toBe('OK');
    expect(cents(sample.response.TraC.ESR?.T ?? esr.T)).toBe(total);
  });

  it('maps every element to a field of the sample', () => {
    for (const e of sample.elements) expect(resolve(e.source), e.source).toBeDefined();
  });
});
