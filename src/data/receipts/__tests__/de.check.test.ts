import { describe, expect, it } from 'vitest';
import sample from '../de';
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

describe('German receipt sample', () => {
  it('validates against the EFR schema and adds up', () => {
    expect(checkReceiptSample(sample)).toEqual([]);
  });

  it('carries the DSFinV-K receipt code that matches the tags', () => {
    const fields = (sample.response.TraC?.Fis?.Code ?? '').split(';');
    const tag = (name: string) => sample.response.TraC?.Fis?.Tag?.find((t) => t.Name === name)?.Value;
    expect(fields).toHaveLength(12);
    expect(fields[0]).toBe('V0');
    expect(fields[1]).toBe(tag('KSNr'));
    expect(fields[2]).toBe('Kassenbeleg-V1');
    expect(fields[3]).toBe('Beleg^6.80_8.30_0.00_0.00_0.00^15.10:Bar');
    expect(fields[4]).toBe(tag('TrNr'));
    expect(fields[5]).toBe(tag('SigZ'));
    expect(fields[10]).toBe(tag('Sign'));
    expect(String(sample.request.Tra?.ESR.TID)).toBe(tag('TrNr'));
  });
});
