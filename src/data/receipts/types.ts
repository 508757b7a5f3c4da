import type { Cfg, TraRequest, TraResponse } from '../efr/types';

/**
 * One mandatory receipt element and where the POS finds its value.
 * `source` is a path into the sample, e.g. "request Tra.ESR.TN", "response TraC.Fis.Tag[Name=SigZ]",
 * "response TraC.Fis.Code", "cfg Cfg.TaxId".
 */
export interface ReceiptElement {
  element: string;
  source: string;
  note?: string;
  /** Set for elements printed only in some situations (e.g. an outage): the sample need not carry them. */
  conditional?: boolean;
}

/**
 * A realistic sample receipt: the company data sent with /cfg, the transaction the POS sends
 * to /register and the response EFR returns. The Receipt component draws the printed receipt
 * from these three (header from cfg, lines and payments from the request, VAT breakdown,
 * fiscal number, tags and code from the response); the schema test validates all three.
 */
export interface ReceiptSample {
  /** Registry key, e.g. "AT", "ES-verifactu". */
  id: string;
  /** Accessible name of the rendered receipt, e.g. "Sample receipt from Austria (RKSV)". */
  title: string;
  /** BCP 47 locale used to format numbers and dates on the receipt, e.g. "de-AT". */
  locale: string;
  /** ISO 4217 currency, e.g. "EUR", "NOK". */
  currency: string;
  /** Printed heading above the header, if the law asks for one (e.g. "BTW-KASTICKET"). */
  heading?: string;
  cfg: { Cfg: Cfg };
  request: TraRequest;
  response: TraResponse;
  /** Lines printed at the bottom (thank-you text, return policy). */
  footer?: string[];
  /** Where the law places the fiscal code, when not at the bottom with the other fiscal data. */
  codeLayout?: {
    /** The code (with the Fis.Text caption) opens the receipt, right after the header (VERI*FACTU). */
    atTop?: boolean;
    /** Names of Fis.Tag entries whose value is printed directly below the code, e.g. ["VF"]. */
    belowCode?: string[];
  };
  /** Mandatory receipt elements mapped to the fields that carry them. */
  elements: ReceiptElement[];
}
