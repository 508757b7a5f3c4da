import type { PackedCodes } from './packedCodes';
import { unpackMatrix } from './packedCodes';

/**
 * The QR matrix of a sample receipt's code, encoded at build time by src/plugins/receipt-codes:
 * pages unpack it instead of running the encoder on every hydration and client-side navigation.
 * `null` when the content is more than the largest QR version holds.
 */
export function receiptQrMatrix(content: string, codes: PackedCodes): boolean[][] | null {
  const packed = Object.hasOwn(codes, content) ? codes[content] : undefined;
  if (packed === undefined) {
    throw new Error(
      `No QR code was encoded at build time for "${content.slice(0, 40)}…": src/plugins/receipt-codes ` +
        "encodes the code of each sample in src/data/receipts and hands it to the page's <Receipt> as `printed`.",
    );
  }
  return packed && unpackMatrix(packed);
}
