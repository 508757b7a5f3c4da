/** The 17 EFR countries, in the order the site lists them. */
export const countryCodes = [
  'AT',
  'BE',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FR',
  'HR',
  'HU',
  'IT',
  'LT',
  'NO',
  'PL',
  'PT',
  'SE',
  'SI',
  'SK',
] as const;

export type CountryCode = (typeof countryCodes)[number];

/** What the EFR connects to in a country. */
export const mechanisms = [
  'signature-device', // a local or remote signing unit (AT, DE)
  'fiscal-printer', // a certified printer or register keeps the fiscal memory (HU, IT, LT, PL)
  'fiscal-data-module', // a certified black box next to the POS (BE)
  'control-unit', // a certified control unit or control system (SE)
  'online-clearance', // every receipt is reported to the tax authority in real time (ES, HR, SI, SK; CZ once EET 2.0 starts)
  'certified-software', // the software signs, no device: certified in FR and PT, declared by the supplier in NO, no approval in DK
  'none', // no fiscal duty in force today
] as const;

export type Mechanism = (typeof mechanisms)[number];

/**
 * One country's fiscal facts as the site summarises them. Sentences are short and stand alone:
 * they are rendered in the country matrix (/efr/countries), the available-countries fragment and
 * the summary box at the top of each country page. Every fact here also appears, with its source,
 * on the country's fiscal page.
 */
export interface Country {
  code: CountryCode;
  /** English name, e.g. "Austria". */
  name: string;
  mechanism: Mechanism;
  /** One line: the national scheme, e.g. "RKSV: signed, chained receipts with a QR code". */
  scheme: string;
  /** The device or service EFR talks to, e.g. "Smart card, LAN sign server or HSM (A-Trust, GlobalTrust, PrimeSign)". */
  device: string;
  /** What the POS must send beyond a normal /register call (short items). */
  posMustSend: string[];
  /** What must be printed on the receipt (short items). */
  mustPrint: string[];
  /** The machine-readable code on the receipt, e.g. "QR code", "none". */
  receiptCode: string;
  /** Exports EFR offers for audits, e.g. "DEP7 (GET /control/export)". */
  exports: string[];
  /** Short legal basis, e.g. "§ 131b BAO, RKSV". */
  legalBasis: string;
  /** The tax authority. */
  authority: string;
  /** One or two sentences on the current state and the next planned change, with dates. */
  status: string;
  /** ISO date the facts were last checked against their sources. */
  statusDate: string;
}
