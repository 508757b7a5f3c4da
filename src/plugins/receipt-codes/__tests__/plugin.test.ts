import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';
import { unpackMatrix } from '@site/src/components/Receipt/packedCodes';
import { printSample, type ReceiptPrinted } from '@site/src/components/Receipt/printed';
import { qrMatrix } from '@site/src/components/Receipt/qr';
import { receiptSamples } from '@site/src/data/receipts';
import receiptCodesPlugin from '..';
import { encodeQrCode, receiptPrinted } from '../encode';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const plugin = receiptCodesPlugin({ siteDir } as LoadContext);

describe('receipt-codes plugin', () => {
  it('prepares every sample of src/data/receipts by its module name, and nothing else', async () => {
    const content = (await plugin.loadContent?.()) as Record<string, ReceiptPrinted>;
    expect(Object.keys(content).sort()).toEqual(receiptSamples.map((sample) => sample.id.toLowerCase()).sort());
    expect(content.at?.numbers).toEqual(printSample(receiptSamples.find((sample) => sample.id === 'AT')!));
  });

  it("encodes each sample's QR code only, and no barcode", async () => {
    const content = (await plugin.loadContent?.()) as Record<string, ReceiptPrinted>;
    for (const sample of receiptSamples) {
      const fis = sample.response.TraC.Fis;
      const qr = fis?.Code && (fis.CodeType ?? 'QR') === 'QR' ? [fis.Code] : [];
      const { codes } = content[sample.id.toLowerCase()]!;
      expect(Object.keys(codes)).toEqual(qr);
      for (const [text, packed] of Object.entries(codes))
        expect(packed && unpackMatrix(packed)).toEqual(qrMatrix(text));
    }
  });

  it('writes one JSON module per sample', async () => {
    const createData = vi.fn((name: string) => Promise.resolve(name));
    const [first] = receiptSamples;
    const content = { [first!.id]: receiptPrinted(first!) };
    await plugin.contentLoaded?.({ content, actions: { createData } as unknown as PluginContentLoadedActions });
    expect(createData).toHaveBeenCalledWith(`${first!.id}.json`, JSON.stringify(content[first!.id]));
    expect(plugin.name).toBe('receipt-codes');
  });

  it('reloads when a sample changes', () => {
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(siteDir, 'src/data/receipts/*.ts')]);
  });

  it('records null for more than the largest QR version holds', () => {
    expect(encodeQrCode('x'.repeat(3000))).toBeNull();
  });
});
