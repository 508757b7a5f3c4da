import { describe, expect, it, vi } from 'vitest';
import { packMatrix } from '../packedCodes';
import { qrMatrix } from '../qr';
import { receiptQrMatrix } from '../qrCodes';

// What a build generates for two samples: one code that fits, one that does not.
vi.mock('@generated/receipt-codes/default/codes.json', async () => {
  const { packMatrix: pack } = await import('../packedCodes');
  const { qrMatrix: encode } = await import('../qr');
  return { default: { HELLO: pack(encode('HELLO')), ['x'.repeat(3000)]: null } };
});

describe('receiptQrMatrix', () => {
  it('unpacks the matrix the build encoded', () => {
    expect(receiptQrMatrix('HELLO')).toEqual(qrMatrix('HELLO'));
    expect(packMatrix(receiptQrMatrix('HELLO')!)).toEqual(packMatrix(qrMatrix('HELLO')));
  });

  it('is null for a content the build found too long for a QR code', () => {
    expect(receiptQrMatrix('x'.repeat(3000))).toBeNull();
  });

  it('names the registry when a content was not encoded', () => {
    expect(() => receiptQrMatrix('not a sample')).toThrow(/src\/data\/receipts\/index\.ts/);
    expect(() => receiptQrMatrix('constructor')).toThrow(/encoded at build time/);
  });
});
