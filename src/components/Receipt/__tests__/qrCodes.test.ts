import { describe, expect, it } from 'vitest';
import { packMatrix, type PackedCodes } from '../packedCodes';
import { qrMatrix } from '../qr';
import { receiptQrMatrix } from '../qrCodes';

// What a build prepares: one code that fits, one that does not.
const codes: PackedCodes = { HELLO: packMatrix(qrMatrix('HELLO')), ['x'.repeat(3000)]: null };

describe('receiptQrMatrix', () => {
  it('unpacks the matrix the build encoded', () => {
    expect(receiptQrMatrix('HELLO', codes)).toEqual(qrMatrix('HELLO'));
    expect(packMatrix(receiptQrMatrix('HELLO', codes)!)).toEqual(packMatrix(qrMatrix('HELLO')));
  });

  it('is null for a content the build found too long for a QR code', () => {
    expect(receiptQrMatrix('x'.repeat(3000), codes)).toBeNull();
  });

  it('names the plugin when a content was not encoded', () => {
    expect(() => receiptQrMatrix('not a sample', codes)).toThrow(/src\/plugins\/receipt-codes/);
    expect(() => receiptQrMatrix('constructor', codes)).toThrow(/encoded at build time/);
  });
});
