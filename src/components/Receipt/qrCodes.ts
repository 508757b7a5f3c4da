import codes from '@generated/receipt-codes/default/codes.json';
import { unpackMatrix } from './packedCodes';

/**
 * The QR matrix of a sample receipt's code, encoded at build time by src/plugins/receipt-codes:
 * pages unpack it instead of running the encoder on every hydration and client-side navigation.
 * `null` when the content is more than the largest QR version holds.
 */
export function receiptQrMatrix(content: string): boolean[][] | null {
  const packed = Object.hasOwn(codes, content) ? codes[content] : undefined;
  if (packed === undefined) {
    throw new Error(
      `No QR code was encoded at build time for "${content.slice(0, 40)}…": src/plugins/receipt-codes ` +
        'encodes the codes of the samples listed in src/data/receipts/index.ts.',
    );
  }
  return packed && unpackMatrix(packed);
}
