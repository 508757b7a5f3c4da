import type { Tax } from '@site/src/data/efr/types';
import type { ReceiptSample } from '@site/src/data/receipts/types';
import { receiptFormatter, type ReceiptFormatter } from './format';
import type { PackedCodes } from './packedCodes';

/**
 * The numbers and dates of a sample receipt, formatted at build time (src/plugins/receipt-codes):
 * by kind, then by the value as JavaScript writes it (`String(12.3)`). Creating a locale's Intl
 * formatters is the costliest step of drawing a receipt: about 40 ms on a phone (4× CPU) the first
 * time a page needs the locale, paid on every client-side navigation to a receipt page and on its
 * hydration.
 */
export type PrintedNumbers = Readonly<Record<keyof ReceiptFormatter, Readonly<Record<string, string>>>>;

/**
 * What the build prepares for one sample's receipt: its formatted numbers and its packed QR code.
 * src/plugins/receipt-codes writes it as `@generated/receipt-codes/default/<sample>.json` and its
 * remark plugin hands it to `<Receipt sample={…} />` as `printed`, so a page loads only its own.
 */
export interface ReceiptPrinted {
  numbers: PrintedNumbers;
  codes: PackedCodes;
}

const printedKey = (locale: string, currency: string) => `${locale} ${currency}`;

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

/** The printed numbers of `sample`, formatted with Intl (at build time). */
export function printSample(sample: ReceiptSample): PrintedNumbers {
  const fmt = receiptFormatter(sample.locale, sample.currency);
  const values = printedValues(sample);
  const print = <Kind extends keyof ReceiptFormatter>(kind: Kind) =>
    Object.fromEntries(values[kind].map((value) => [String(value), (fmt[kind] as (value: unknown) => string)(value)]));
  return {
    amount: print('amount'),
    money: print('money'),
    percent: print('percent'),
    quantity: print('quantity'),
    dateTime: print('dateTime'),
  };
}

const cache = new Map<string, ReceiptFormatter>();

/**
 * A formatter that prints from the build's numbers and creates Intl formatters (once per locale and
 * currency) only for a value they lack.
 */
export function printedFormatter(
  printed: PrintedNumbers | undefined,
  locale: string,
  currency: string,
): ReceiptFormatter {
  const key = printedKey(locale, currency);
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
