import type { Tax } from '@site/src/data/efr/types';
import type { ReceiptSample } from '@site/src/data/receipts/types';
import { receiptFormatter, type ReceiptFormatter } from './format';

/**
 * The numbers and dates of the sample receipts, formatted at build time (src/plugins/receipt-codes):
 * by "locale currency", then by kind, then by the value as JavaScript writes it (`String(12.3)`).
 * Creating a locale's Intl formatters is the costliest step of drawing a receipt: about 40 ms on a
 * phone (4× CPU) the first time a page needs the locale, paid on every client-side navigation to a
 * receipt page and on its hydration.
 */
export type PrintedNumbers = Readonly<Record<keyof ReceiptFormatter, Readonly<Record<string, string>>>>;
export type PrintedTable = Readonly<Record<string, PrintedNumbers>>;

export const printedKey = (locale: string, currency: string) => `${locale} ${currency}`;

type Values = { [Kind in keyof ReceiptFormatter]: Parameters<ReceiptFormatter[Kind]>[0][] };

/** What the Receipt component formats of a sample, by kind (src/components/Receipt/index.tsx). */
export function printedValues(sample: ReceiptSample): Values {
  const esr = sample.request.Tra.ESR;
  const taxes: readonly Tax[] = [...(sample.response.TraC.ESR?.TaxA ?? []), ...(esr.TaxA ?? [])];
  const lines = esr.PosA;
  return {
    quantity: lines.flatMap((line) => (line._ === 'Pos' && line.Qty !== undefined ? [line.Qty] : [])),
    amount: [
      ...lines.flatMap((line) => (line._ === 'Pos' ? [line.Amt, ...(line.Pri === undefined ? [] : [line.Pri])] : [])),
      ...lines.flatMap((line) => (line._ !== 'Pos' && line.LAmt !== undefined ? [line.LAmt] : [])),
      ...esr.PayA.map((pay) => pay.Amt),
      ...taxes.flatMap((tax) => [tax.Net, tax.TAmt, tax.Amt]),
    ],
    percent: taxes.map((tax) => tax.Prc),
    money: [esr.T],
    dateTime: [esr.D],
  };
}

/** The printed table of `samples`, formatted with Intl (at build time). */
export function printSamples(samples: readonly ReceiptSample[]): PrintedTable {
  const table: Record<string, Record<keyof ReceiptFormatter, Record<string, string>>> = {};
  for (const sample of samples) {
    const fmt = receiptFormatter(sample.locale, sample.currency);
    const printed = (table[printedKey(sample.locale, sample.currency)] ??= {
      amount: {},
      money: {},
      percent: {},
      quantity: {},
      dateTime: {},
    });
    const values = printedValues(sample);
    for (const value of values.amount) printed.amount[String(value)] = fmt.amount(value);
    for (const value of values.money) printed.money[String(value)] = fmt.money(value);
    for (const value of values.percent) printed.percent[String(value)] = fmt.percent(value);
    for (const value of values.quantity) printed.quantity[String(value)] = fmt.quantity(value);
    for (const value of values.dateTime) printed.dateTime[value] = fmt.dateTime(value);
  }
  return table;
}

const cache = new Map<string, ReceiptFormatter>();

/**
 * A formatter that prints from the build's table and creates Intl formatters (once per locale and
 * currency) only for a value the table lacks, such as a Digital Receipt layout preview's.
 */
export function printedFormatter(table: PrintedTable, locale: string, currency: string): ReceiptFormatter {
  const key = printedKey(locale, currency);
  const printed = Object.hasOwn(table, key) ? table[key] : undefined;
  const intl = () => {
    let fmt = cache.get(key);
    if (!fmt) cache.set(key, (fmt = receiptFormatter(locale, currency)));
    return fmt;
  };
  const from = (kind: keyof ReceiptFormatter, value: number | string): string | undefined => {
    const byValue = printed?.[kind];
    return byValue && Object.hasOwn(byValue, String(value)) ? byValue[String(value)] : undefined;
  };
  return {
    amount: (value) => from('amount', value) ?? intl().amount(value),
    money: (value) => from('money', value) ?? intl().money(value),
    percent: (value) => from('percent', value) ?? intl().percent(value),
    quantity: (value) => from('quantity', value) ?? intl().quantity(value),
    dateTime: (value) => from('dateTime', value) ?? intl().dateTime(value),
  };
}
