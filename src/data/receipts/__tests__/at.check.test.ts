import { describe, expect, it } from 'vitest';
import sample from '../at';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import schema from '../../../../static/schemas/efr.schema.json';
import type { ReceiptSample } from '../types';

const base = 'https://docs.acme-receipts.example/schemas/efr.schema.json';
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schema);
const validateRequest = ajv.getSchema(`${base}#/$defs/request`)!;
const validateResponse = ajv.getSchema(`${base}#/$defs/response`)!;

const cents = (n: number) => Math.round(n * 100);

/** Returns a list of problems: schema errors and arithmetic that does not add up. */
function checkReceiptSample(receipt: ReceiptSample): string[] {
  const problems: string[] = [];
  for (const [name, value, validate] of [
    ['cfg', receipt.cfg, validateRequest],
    ['request', receipt.request, validateRequest],
    ['response', receipt.response, validateResponse],
  ] as const) {
    if (!validate(value)) problems.push(`${name}: ${ajv.errorsText(validate.errors)}`);
  }
  const esr = receipt.request.Tra?.ESR;
  if (!esr) return [...problems, 'request has no Tra.ESR'];
  let lines = 0;
  const perGroup = new Map<string, number>();
  for (const pos of esr.PosA) {
    if (pos._ !== 'Pos') continue;
    if (pos.Qty !== undefined && pos.Pri !== undefined && cents(pos.Qty * pos.Pri) !== cents(pos.Amt)) {
      problems.push(`line ${pos.Dsc}: Qty x Pri != Amt`);
    }
    lines += cents(pos.Amt);
    perGroup.set(pos.TaxG, (perGroup.get(pos.TaxG) ?? 0) + cents(pos.Amt));
  }
  if (lines !== cents(esr.T)) problems.push('sum of lines != T');
  const paid = esr.PayA.reduce((s, p) => s + cents(p.Amt), 0);
  if (paid !== cents(esr.T)) problems.push('sum of payments != T');
  const taxA = receipt.response.TraC?.ESR?.TaxA ?? [];
  for (const tax of taxA) {
    const gross = perGroup.get(tax.TaxG) ?? 0;
    if (cents(tax.Amt) !== gross) problems.push(`tax ${tax.TaxG}: Amt != lines`);
    if (cents(tax.Net) + cents(tax.TAmt) !== cents(tax.Amt)) problems.push(`tax ${tax.TaxG}: Net + TAmt != Amt`);
    if (cents(tax.Net) !== Math.round(gross / (1 + tax.Prc / 100))) problems.push(`tax ${tax.TaxG}: Net not rounded from Amt`);
  }
  if (taxA.length !== perGroup.size) problems.push('TaxA does not cover every tax group');
  if (JSON.stringify(esr.TaxA ?? taxA) !== JSON.stringify(taxA)) problems.push('request TaxA differs from response TaxA');
  return problems;
}

describe('Austrian receipt sample', () => {
  it('validates against the EFR schema and adds up', () => {
    expect(checkReceiptSample(sample)).toEqual([]);
  });

  it('carries the RKSV code with the gross amounts per rate slot', () => {
    const code = sample.response.TraC?.Fis?.Code ?? '';
    const parts = code.split('_');
    expect(parts[1]).toBe('R1-AT1');
    expect(parts).toHaveLength(14);
    expect(parts[2]).toBe(`${sample.request.Tra?.ESR.TL}-${sample.request.Tra?.ESR.TT}`);
    expect(parts[3]).toBe(sample.request.Tra?.ESR.TN);
    expect(parts[4]).toBe(sample.request.Tra?.ESR.D);
    expect(parts.slice(5, 10)).toEqual(['18,20', '16,70', '0,00', '0,00', '0,00']);
  });
});
