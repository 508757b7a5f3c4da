/**
 * Number and date formatting for the sample receipts (and the Digital Receipt layout preview), in
 * the receipt's locale and currency.
 * Pure and time-zone independent: the server render and the browser render print the same text.
 * Its functions use no `this`: pass them on as they are (`format={fmt.amount}`).
 */
export interface ReceiptFormatter {
  /** A line amount without currency, e.g. "12,30" in de-AT. */
  amount: (value: number) => string;
  /** An amount with its currency, e.g. "€ 12,30" in de-AT. */
  money: (value: number) => string;
  /** A VAT rate given in percent, e.g. 20 → "20 %" in de-AT. */
  percent: (value: number) => string;
  /** A quantity with up to three decimals, e.g. 0.5 → "0,5". */
  quantity: (value: number) => string;
  /** The till's local date and time as written in the receipt, e.g. "22.11.2026, 14:03:12". */
  dateTime: (isoDateTime: string) => string;
}

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

/**
 * The till's local date and time as written in a receipt (`ESR.D`), read as if it were UTC: format
 * it with `timeZone: 'UTC'` and it prints as written, whatever its offset and the reader's time zone.
 */
export function tillDateTime(isoDateTime: string): Date {
  const match = dateTimePattern.exec(isoDateTime);
  if (!match) throw new Error(`Not an ISO 8601 date and time: "${isoDateTime}"`);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

export function receiptFormatter(locale: string, currency: string): ReceiptFormatter {
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const { minimumFractionDigits, maximumFractionDigits } = moneyFormat.resolvedOptions();
  const amountFormat = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const quantityFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  // The date in a receipt is the till's local time; it is printed as written (see tillDateTime).
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });

  return {
    amount: (value) => amountFormat.format(value),
    money: (value) => moneyFormat.format(value),
    percent: (value) => percentFormat.format(value / 100),
    quantity: (value) => quantityFormat.format(value),
    dateTime: (isoDateTime) => dateTimeFormat.format(tillDateTime(isoDateTime)),
  };
}
