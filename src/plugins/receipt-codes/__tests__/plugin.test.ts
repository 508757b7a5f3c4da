import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';
import { unpackMatrix, type PackedCodes } from '@site/src/components/Receipt/packedCodes';
import { printSamples, type PrintedTable } from '@site/src/components/Receipt/printed';
import { qrMatrix } from '@site/src/components/Receipt/qr';
import { receiptSamples } from '@site/src/data/receipts';
import receiptCodesPlugin from '..';
import { encodeQrCode, encodeReceiptCodes } from '../encode';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const plugin = receiptCodesPlugin({ siteDir } as LoadContext);

describe('receipt-codes plugin', () => {
  it('encodes the QR code of every sample in src/data/receipts, and no barcode', async () => {
    const { codes } = (await plugin.loadContent?.()) as { codes: PackedCodes };
    const drawn = receiptSamples.filter((sample) => (sample.response.TraC.Fis?.CodeType ?? 'QR') === 'QR');
    expect(drawn.length).toBeGreaterThan(5);
    expect(Object.keys(codes).sort()).toEqual(drawn.map((sample) => sample.response.TraC.Fis?.Code).sort());
    for (const [content, packed] of Object.entries(codes)) {
      expect(packed && unpackMatrix(packed)).toEqual(qrMatrix(content));
    }
  });

  it("formats every sample's numbers and dates, by locale and currency", async () => {
    const { numbers } = (await plugin.loadContent?.()) as { numbers: PrintedTable };
    expect(numbers).toEqual(printSamples(receiptSamples));
    expect(numbers['de-AT EUR']?.money).not.toEqual({});
  });

  it('writes them as the JSON modules the receipt imports', async () => {
    const createData = vi.fn((name: string) => Promise.resolve(name));
    const samples = receiptSamples.slice(0, 2);
    const content = { codes: encodeReceiptCodes(samples), numbers: printSamples(samples) };
    await plugin.contentLoaded?.({ content, actions: { createData } as unknown as PluginContentLoadedActions });
    expect(createData).toHaveBeenCalledWith('codes.json', JSON.stringify(content.codes));
    expect(createData).toHaveBeenCalledWith('numbers.json', JSON.stringify(content.numbers));
    expect(plugin.name).toBe('receipt-codes');
  });

  it('reloads when a sample changes', () => {
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(siteDir, 'src/data/receipts/*.ts')]);
  });

  it('records null for more than the largest QR version holds', () => {
    expect(encodeQrCode('x'.repeat(3000))).toBeNull();
  });
});
