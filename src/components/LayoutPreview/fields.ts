import { brand } from '../../../config/brand';
import type { ReceiptModel } from './model';
import type { BillDemo } from '../../data/bill/types';

/**
 * The dynamic fields a formula can use, e.g. `RET-{{Receipt.Number}}`. The reference table on
 * /bill/Management/DynamicContent documents the same list (a test checks that every key is there).
 */
export interface DynamicField {
  key: string;
  resolve: (model: ReceiptModel, demo: BillDemo) => string;
}

export const dynamicFields: readonly DynamicField[] = [
  { key: 'Receipt.Number', resolve: (m) => m.receiptNumber },
  { key: 'Receipt.Date', resolve: (m) => m.date },
  { key: 'Receipt.Time', resolve: (m) => m.time },
  { key: 'Receipt.Total', resolve: (m) => m.money(m.total) },
  { key: 'Receipt.TotalAmount', resolve: (m) => m.total.toFixed(2) },
  { key: 'Receipt.Currency', resolve: (_m, d) => d.currency },
  { key: 'Receipt.ItemCount', resolve: (m) => String(m.itemCount) },
  { key: 'Receipt.Terminal', resolve: (m) => m.terminal },
  { key: 'Receipt.FiscalNumber', resolve: (m) => m.fiscalNumber },
  { key: 'Receipt.Operator', resolve: (m) => m.operator },
  { key: 'Receipt.Link', resolve: (_m, d) => receiptLink(d.documentHandle) },
  { key: 'Location.Id', resolve: (m) => m.locationId },
  { key: 'Location.Name', resolve: (m) => m.locationName },
  { key: 'Location.Street', resolve: (m) => m.street },
  { key: 'Location.ZipCity', resolve: (m) => m.zipCity },
  { key: 'Location.Phone', resolve: (_m, d) => d.location.phone ?? '' },
  { key: 'Company.Name', resolve: (m) => m.companyName },
  { key: 'Company.TaxId', resolve: (m) => m.taxId },
  { key: 'Customer.Number', resolve: (m) => m.customerNumber },
];

const byKey = new Map(dynamicFields.map((f) => [f.key.toLowerCase(), f]));

/** The address of a digital receipt: the document handle appended to the receipt domain. */
export function receiptLink(documentHandle: string): string {
  return `https://${brand.receiptDomain}/dh?${documentHandle}`;
}

export interface ResolvedValue {
  text: string;
  /** Field names in the formula that do not exist; they stay in the text as typed. */
  unknown: string[];
}

/** Replaces every `{{Field.Name}}` (case-insensitive, spaces allowed inside the braces). */
export function resolveFormula(value: string, model: ReceiptModel, demo: BillDemo): ResolvedValue {
  const unknown: string[] = [];
  const text = value.replace(/\{\{\s*([A-Za-z]+\.[A-Za-z]+)\s*\}\}/g, (match, key: string) => {
    const field = byKey.get(key.toLowerCase());
    if (!field) {
      unknown.push(key);
      return match;
    }
    return field.resolve(model, demo);
  });
  return { text, unknown };
}
