import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { encodeBarcode } from '../../../components/LayoutPreview/barcode';
import { dynamicFields, resolveFormula } from '../../../components/LayoutPreview/fields';
import { buildModel } from '../../../components/LayoutPreview/model';
import type { DemoLayout } from '../types';
import { demoLayouts } from '../layouts';
import { demoReceipt } from '../demoReceipt';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(JSON.parse(read('../../../../static/schemas/efr.schema.json')) as AnySchema, 'efr');
const validate = (ref: string, data: unknown) => {
  const check = ajv.getSchema(`efr#/$defs/${ref}`)!;
  expect(check(data), JSON.stringify(check.errors)).toBe(true);
};

describe('demo receipt', () => {
  it('is valid EFR wire data: company data, request and response', () => {
    validate('request', demoReceipt.cfg);
    validate('request', demoReceipt.request);
    validate('response', demoReceipt.response);
  });

  it('adds up: lines to the total, VAT groups to the total, payments to the total', () => {
    const esr = demoReceipt.request.Tra.ESR;
    const cents = (n: number) => Math.round(n * 100);
    const lines = esr.PosA.reduce((s, p) => s + ('Amt' in p ? cents(p.Amt) : 0), 0);
    const taxes = demoReceipt.response.TraC.ESR!.TaxA!;
    expect(lines).toBe(cents(esr.T));
    expect(taxes.reduce((s, t) => s + cents(t.Amt), 0)).toBe(cents(esr.T));
    for (const t of taxes) expect(cents(t.Net) + cents(t.TAmt)).toBe(cents(t.Amt));
    expect(esr.PayA.reduce((s, p) => s + cents(p.Amt), 0)).toBe(cents(esr.T));
  });

  it('has at most ten opening-hour rows, as the location editor allows', () => {
    expect(demoReceipt.location.openingHours.length).toBeLessThanOrEqual(10);
  });
});

describe('demo layouts', () => {
  const model = buildModel(demoReceipt);
  const all = Object.entries(demoLayouts).flatMap(([variant, layouts]) =>
    Object.entries(layouts).map(([name, layout]) => [`${variant}/${name}`, layout] as [string, DemoLayout]),
  );

  it.each(all)('%s has unique section ids and only known formula fields', (_name, layout) => {
    const ids = layout.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of layout.sections) {
      if (s.type === 'barcode' || s.type === 'qrcode' || s.type === 'text') {
        const { text, unknown } = resolveFormula(s.value, model, demoReceipt);
        expect(unknown).toEqual([]);
        if (s.type === 'barcode') expect(() => encodeBarcode(s.format, text)).not.toThrow();
      }
    }
  });
});

describe('dynamic fields', () => {
  it('are all documented on the Dynamic content page', () => {
    const page = read('../../../../docs/bill/Management/DynamicContent.mdx');
    for (const field of dynamicFields) expect(page).toContain(`\`{{${field.key}}}\``);
  });
});
