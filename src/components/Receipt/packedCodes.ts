import type { Fis } from '@site/src/data/efr/types';

/**
 * A QR matrix in the compact form the build hands to pages: the modules row by row, one bit each
 * (dark = 1, first module in the most significant bit), in base64. An 81×81 code packs into
 * 1.1 kB, where its SVG path takes 23 kB.
 */
export interface PackedMatrix {
  /** Modules per side. */
  size: number;
  /** The bits in base64. */
  modules: string;
}

/**
 * The module src/plugins/receipt-codes generates: the packed matrix of every QR code content of
 * the sample receipts, or `null` when a content is more than the largest QR version holds.
 */
export type PackedCodes = Record<string, PackedMatrix | null>;

/** The content a receipt draws as a QR code (the fiscal block's code when its type is QR, the default). */
export function qrContent(fis: Fis): string | undefined {
  return fis.Code && (fis.CodeType ?? 'QR') === 'QR' ? fis.Code : undefined;
}

export function packMatrix(matrix: boolean[][]): PackedMatrix {
  const size = matrix.length;
  const bytes = new Uint8Array(Math.ceil((size * size) / 8));
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      const bit = row * size + col;
      if (dark) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
    }),
  );
  return { size, modules: btoa(String.fromCharCode(...bytes)) };
}

export function unpackMatrix({ size, modules }: PackedMatrix): boolean[][] {
  const bytes = atob(modules);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (__, col) => {
      const bit = row * size + col;
      return ((bytes.charCodeAt(bit >> 3) >> (7 - (bit & 7))) & 1) === 1;
    }),
  );
}
