import qrcode from 'qrcode-generator';

/**
 * QR code generation for the sample receipts. The content is encoded byte for byte as UTF-8 with
 * error-correction level M; the smallest QR version that holds it is chosen automatically.
 */

/** Width of the light border around the code, in modules (the QR specification asks for four). */
export const QUIET_ZONE = 4;

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

/**
 * One SVG path that draws every dark module as a 1×1 square, offset by the quiet zone, so the
 * code needs a viewBox of (size + 2 × QUIET_ZONE) units.
 */
export function qrPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      // Merge a run of dark modules in a row into one rectangle to keep the path short.
      const start = col;
      while (col < cells.length && cells[col]) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  });
  return parts.join('');
}
