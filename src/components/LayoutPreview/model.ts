import type { Pos, Lin, Tax } from '../../data/efr/types';
import type { BillDemo } from '../../data/bill/types';
// The sample receipts format amounts and read the till's date the same way.
import { receiptFormatter, tillDateTime } from '../Receipt/format';

/**
 * What the preview prints, derived once from the demo documents (company data, /register request
 * and response). Dates are read from the ISO string and formatted in UTC so that the server
 * render and the browser render agree regardless of the reader's time zone.
 */
export interface ReceiptModel {
  companyName: string;
  street: string;
  zipCity: string;
  taxId: string;
  locationId: string;
  locationName: string;
  terminal: string;
  receiptNumber: string;
  fiscalNumber: string;
  operator: string;
  customerNumber: string;
  date: string;
  time: string;
  lines: Array<{ text: string; qty?: number; unit?: string; price?: number; amount?: number }>;
  itemCount: number;
  total: number;
  taxes: Tax[];
  payments: Array<{ text: string; amount: number }>;
  fiscalTags: Array<{ label: string; value: string }>;
  fiscalCode?: string;
  fiscalCodeType: 'QR' | 'PDF417' | 'Code128' | 'None';
  /** An amount with its currency, e.g. "€7.60". */
  money: (amount: number) => string;
  /** An amount without currency, with the currency's decimals, e.g. "7.60". */
  number: (amount: number) => string;
}

const isSale = (line: Pos | Lin): line is Pos => line._ === 'Pos';

/** Pieces count one each; a weighed or measured line (kg, m, l, h) counts as one item. */
function countItems(lines: readonly (Pos | Lin)[]): number {
  return lines.filter(isSale).reduce((sum, p) => {
    const qty = p.Qty ?? 1;
    const byPiece = !p.QtyU || p.QtyU === 'pc';
    return sum + (byPiece && Number.isInteger(qty) ? Math.abs(qty) : 1);
  }, 0);
}

export function buildModel(demo: BillDemo): ReceiptModel {
  const { Cfg: cfg } = demo.cfg;
  const esr = demo.request.Tra.ESR;
  const confirmation = demo.response.TraC;
  const when = tillDateTime(esr.D);
  const fmt = receiptFormatter(demo.locale, demo.currency);

  return {
    companyName: cfg.Nam,
    street: cfg.Adr,
    zipCity: `${cfg.Zip} ${cfg.City}`,
    taxId: cfg.TaxId,
    locationId: esr.TL,
    locationName: demo.location.name || cfg.LocN || '',
    terminal: esr.TT,
    receiptNumber: esr.TN,
    fiscalNumber: confirmation.ESR?.FN ?? '',
    operator: esr.OprN ?? '',
    customerNumber: esr.Ctm?.CN ?? '',
    date: new Intl.DateTimeFormat(demo.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(when),
    time: new Intl.DateTimeFormat(demo.locale, { timeStyle: 'short', timeZone: 'UTC' }).format(when),
    lines: esr.PosA.map((line) =>
      isSale(line)
        ? { text: line.Dsc, qty: line.Qty, unit: line.QtyU, price: line.Pri, amount: line.Amt }
        : { text: line.Dsc, amount: line.LAmt },
    ),
    itemCount: countItems(esr.PosA),
    total: esr.T,
    taxes: confirmation.ESR?.TaxA ?? esr.TaxA ?? [],
    payments: esr.PayA.map((p) => ({ text: p.Dsc, amount: p.Amt })),
    fiscalTags: (confirmation.Fis?.Tag ?? []).map((t) => ({ label: t.Label, value: t.Value })),
    fiscalCode: confirmation.Fis?.Code,
    fiscalCodeType: confirmation.Fis?.CodeType ?? 'QR',
    money: fmt.money,
    number: fmt.amount,
  };
}
