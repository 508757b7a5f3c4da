import type { ReceiptSample } from './types';
import AT from './at';
import BE from './be';
import CZ from './cz';
import DE from './de';
import DK from './dk';
import ES from './es';
import ESverifactu from './es-verifactu';
import FR from './fr';
import HR from './hr';
import HU from './hu';
import IT from './it';
import LT from './lt';
import NO from './no';
import PL from './pl';
import PT from './pt';
import SE from './se';
import SI from './si';
import SK from './sk';

export type { ReceiptElement, ReceiptSample } from './types';

/**
 * Every sample: the tests check each, and src/plugins/receipt-codes encodes their QR codes at build
 * time (a receipt draws only these). A page imports only the one it shows: `@site/src/data/receipts/at`.
 */
export const receiptSamples: readonly ReceiptSample[] = [
  AT,
  BE,
  CZ,
  DE,
  DK,
  ES,
  ESverifactu,
  FR,
  HR,
  HU,
  IT,
  LT,
  NO,
  PL,
  PT,
  SE,
  SI,
  SK,
];
