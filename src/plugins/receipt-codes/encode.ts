import type { ReceiptSample } from '../../data/receipts/types';
import { packMatrix, qrContent, type PackedCodes, type PackedMatrix } from '../../components/Receipt/packedCodes';
import { qrMatrix } from '../../components/Receipt/qr';
import { printSample, type ReceiptPrinted } from '../../components/Receipt/printed';

/** The packed QR matrix of `content`, or `null` when it is more than the largest QR version holds. */
export function encodeQrCode(content: string): PackedMatrix | null {
  try {
    return packMatrix(qrMatrix(content));
  } catch {
    return null;
  }
}

/** Every QR code the sample receipts draw, by content. */
export function encodeReceiptCodes(samples: readonly ReceiptSample[]): PackedCodes {
  const codes: PackedCodes = {};
  for (const sample of samples) {
    const content = sample.response.TraC.Fis && qrContent(sample.response.TraC.Fis);
    if (content !== undefined && !Object.hasOwn(codes, content)) codes[content] = encodeQrCode(content);
  }
  return codes;
}

/** What a page's `<Receipt>` of `sample` gets from the build: its numbers and its QR code. */
export function receiptPrinted(sample: ReceiptSample): ReceiptPrinted {
  return { numbers: printSample(sample), codes: encodeReceiptCodes([sample]) };
}
