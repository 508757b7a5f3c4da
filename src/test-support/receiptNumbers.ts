import { printSamples } from '../components/Receipt/printed';
import { receiptSamples } from '../data/receipts';

/** Stands in for the module src/plugins/receipt-codes generates at build time (vitest.config.ts aliases it). */
export default printSamples(receiptSamples);
