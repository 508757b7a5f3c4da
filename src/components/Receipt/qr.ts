import qrcode from 'qrcode-generator';

/**
 * QR code generation for the sample receipts. The content is encoded byte for byte as UTF-8 with
 * error-correction level M; the smallest QR version that holds it is chosen automatically.
 *
 * The encoder tries all eight masks (about 200 ms for an 81×81 code on a phone), so pages do not
 * run it: src/plugins/receipt-codes encodes the samples' codes at build time and the receipt draws
 * them from `qrCodes.ts`. LayoutPreview still encodes its codes in the browser.
 */

export { QUIET_ZONE, qrPath } from './qrPath';

/** The QR matrix of `content`: `true` for a dark module, rows top to bottom. */
export function qrMatrix(content: string): boolean[][] {
  const qr = qrcode(0, 'M');
  // qrcode-generator turns each UTF-16 code unit into one byte; passing the UTF-8 bytes as code
  // units keeps non-ASCII content intact without changing the library's global encoder.
  const utf8 = new TextEncoder().encode(content);
  qr.addData(String.fromCharCode(...utf8), 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (__, col) => qr.isDark(row, col)));
}
