import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadFreshModule } from '@docusaurus/utils';
import type { ReceiptPrinted } from '../../components/Receipt/printed';
import type { ReceiptSample } from '../../data/receipts/types';
import { receiptPrinted } from './encode';
import { SAMPLE_MODULE } from './remark';

/** The modules of src/data/receipts that are not samples. */
const NOT_SAMPLES = new Set(['index', 'types']);

/**
 * Prepares each sample receipt's page data at build time, one JSON module per sample
 * (`@generated/receipt-codes/default/<sample>.json`, see ./remark.ts for how a page gets it):
 * - its QR code, encoded: qrcode-generator tries all eight masks, about 200 ms for the German
 *   sample's 81×81 code on a phone (4× CPU), on every hydration and client-side navigation;
 * - its numbers and dates, formatted: creating a locale's Intl formatters cost a receipt page about
 *   40 ms on a phone.
 * A page loads its own sample's data only (about 0.5 kB gzipped), not every sample's.
 */
export default function receiptCodesPlugin(context: LoadContext): Plugin<Record<string, ReceiptPrinted>> {
  const samplesDir = path.join(context.siteDir, 'src/data/receipts');
  return {
    name: 'receipt-codes',
    // Loaded afresh (as Docusaurus loads sidebars), so `docusaurus start` encodes an edited sample again.
    async loadContent() {
      const names = (await readdir(samplesDir))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => file.slice(0, -'.ts'.length))
        .filter((name) => !NOT_SAMPLES.has(name) && SAMPLE_MODULE.test(`@site/src/data/receipts/${name}`));
      const entries = await Promise.all(
        names.map(async (name) => {
          // loadFreshModule returns a module's default export itself.
          const sample = (await loadFreshModule(path.join(samplesDir, `${name}.ts`))) as ReceiptSample;
          return [name, receiptPrinted(sample)] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    async contentLoaded({ content, actions }) {
      await Promise.all(
        Object.entries(content).map(([name, printed]) => actions.createData(`${name}.json`, JSON.stringify(printed))),
      );
    },
    getPathsToWatch: () => [path.join(samplesDir, '*.ts')],
  };
}
