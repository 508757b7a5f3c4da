import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadFreshModule } from '@docusaurus/utils';
import type { PackedCodes } from '../../components/Receipt/packedCodes';
import { printSamples, type PrintedTable } from '../../components/Receipt/printed';
import type { ReceiptSample } from '../../data/receipts/types';
import { encodeReceiptCodes } from './encode';

/**
 * Encodes the sample receipts' QR codes at build time. qrcode-generator tries all eight masks, about
 * 200 ms for the German sample's 81×81 code on a phone (4× CPU), and the receipt ran it on every
 * hydration and every client-side navigation to a receipt page. The plugin writes the packed
 * matrices to `@generated/receipt-codes/default/codes.json`, which src/components/Receipt/qrCodes.ts
 * imports, so pages draw the same SVG without the encoder. A receipt page loads the codes of every
 * sample (3.6 kB gzipped for nine), half of the encoder's 7 kB that it no longer loads; a module per
 * sample would need every page to import it beside its sample.
 *
 * It also formats the samples' numbers and dates (`numbers.json`, read by
 * src/components/Receipt/printed.ts): creating a locale's Intl formatters cost a receipt page about
 * 40 ms on a phone at every hydration and client-side navigation.
 */
export default function receiptCodesPlugin(
  context: LoadContext,
): Plugin<{ codes: PackedCodes; numbers: PrintedTable }> {
  const samplesDir = path.join(context.siteDir, 'src/data/receipts');
  return {
    name: 'receipt-codes',
    // Loaded afresh (as Docusaurus loads sidebars), so `docusaurus start` encodes an edited sample again.
    async loadContent() {
      const { receiptSamples } = (await loadFreshModule(path.join(samplesDir, 'index.ts'))) as {
        receiptSamples: readonly ReceiptSample[];
      };
      return { codes: encodeReceiptCodes(receiptSamples), numbers: printSamples(receiptSamples) };
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('codes.json', JSON.stringify(content.codes));
      await actions.createData('numbers.json', JSON.stringify(content.numbers));
    },
    getPathsToWatch: () => [path.join(samplesDir, '*.ts')],
  };
}
