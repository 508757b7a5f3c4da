import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrMatrix, qrPath } from '../qr';

describe('qrMatrix', () => {
  it('draws a square code with the three finder patterns', () => {
    const matrix = qrMatrix('HELLO');
    expect(matrix).toHaveLength(21); // version 1
    expect(matrix.every((row) => row.length === 21)).toBe(true);
    const corners: [top: number, left: number][] = [
      [0, 0],
      [0, 14],
      [14, 0],
    ];
    for (const [top, left] of corners) {
      expect(matrix[top]?.[left]).toBe(true); // outer ring
      expect(matrix[top + 1]?.[left + 1]).toBe(false); // light ring
      expect(matrix[top + 3]?.[left + 3]).toBe(true); // centre
    }
  });

  it('encodes the content as UTF-8 bytes at level M', () => {
    // Version 1-M holds 14 bytes: 14 ASCII letters fit, 8 umlauts (16 UTF-8 bytes) do not.
    expect(qrMatrix('a'.repeat(14))).toHaveLength(21);
    expect(qrMatrix('a'.repeat(15))).toHaveLength(25);
    expect(qrMatrix('ä'.repeat(7))).toHaveLength(21);
    expect(qrMatrix('ä'.repeat(8))).toHaveLength(25);
  });

  it('differs for different content and fails for more than a QR code holds', () => {
    expect(qrMatrix('_R1-AT1_K1_1')).not.toEqual(qrMatrix('_R1-AT1_K1_2'));
    expect(() => qrMatrix('x'.repeat(3000))).toThrow();
  });
});

describe('qrPath', () => {
  it('merges runs of dark modules and offsets them by the quiet zone', () => {
    expect(QUIET_ZONE).toBe(4);
    expect(
      qrPath([
        [true, true, false],
        [false, true, false],
        [false, false, false],
      ]),
    ).toBe('M4 4h2v1h-2zM5 5h1v1h-1z');
  });
});
