import { describe, expect, it } from 'vitest';
import { packMatrix, qrContent, unpackMatrix } from '../packedCodes';
import { qrMatrix } from '../qr';

describe('packMatrix / unpackMatrix', () => {
  it('gives back the matrix, whether or not its module count is a multiple of 8', () => {
    for (const content of ['HELLO', 'a'.repeat(40), 'ä'.repeat(120)]) {
      const matrix = qrMatrix(content);
      expect(matrix.length % 8).not.toBe(0);
      expect(unpackMatrix(packMatrix(matrix))).toEqual(matrix);
    }
  });

  it('packs one bit per module, row by row, first module in the most significant bit', () => {
    const packed = packMatrix([
      [true, false, false],
      [false, false, false],
      [false, false, true],
    ]);
    // Bits 100 000 001 → 1000 0000 | 1000 0000 (padding zeros).
    expect(packed).toEqual({ size: 3, modules: btoa('\x80\x80') });
  });
});

describe('qrContent', () => {
  it('is the code when it is drawn as a QR code (the default type)', () => {
    expect(qrContent({ Code: 'abc' })).toBe('abc');
    expect(qrContent({ Code: 'abc', CodeType: 'QR' })).toBe('abc');
    expect(qrContent({ Code: 'abc', CodeType: 'PDF417' })).toBeUndefined();
    expect(qrContent({ Code: 'abc', CodeType: 'None' })).toBeUndefined();
    expect(qrContent({ Code: '' })).toBeUndefined();
    expect(qrContent({})).toBeUndefined();
  });
});
