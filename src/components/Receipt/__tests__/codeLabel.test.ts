import { describe, expect, it } from 'vitest';
import { qrCodeLabel } from '../codeLabel';

describe('qrCodeLabel', () => {
  it('names a link by its host', () => {
    expect(qrCodeLabel('https://tbai.example.eus/qr/?id=TBAI-123&s=T&cr=042')).toBe(
      'QR code with a link to tbai.example.eus',
    );
  });

  it('calls anything else the signature data', () => {
    expect(qrCodeLabel('_R1-AT1_K1_1_2026-11-20T14:03:12')).toBe("QR code with the receipt's signature data");
    expect(qrCodeLabel('https://')).toBe("QR code with the receipt's signature data");
  });
});
