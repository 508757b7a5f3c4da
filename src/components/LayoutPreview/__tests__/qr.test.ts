import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrMatrix } from '../qr';

const dark = (path: string, col: number, row: number) =>
  path.includes(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);

describe('qrMatrix', () => {
  it('picks the smallest version that fits and draws the finder patterns', () => {
    const { size, path } = qrMatrix('HELLO');
    expect(size).toBe(21);
    // Top-left finder: dark outer ring, light ring, dark 3×3 core.
    expect(dark(path, 0, 0)).toBe(true);
    expect(dark(path, 1, 1)).toBe(false);
    expect(dark(path, 3, 3)).toBe(true);
    expect(dark(path, size - 1, 0)).toBe(true);
    expect(dark(path, 0, size - 1)).toBe(true);
  });

  it('encodes non-ASCII text as UTF-8 and grows with the data', () => {
    expect(() => qrMatrix('Grüße aus Wien')).not.toThrow();
    expect(qrMatrix('https://example.com/' + 'x'.repeat(200)).size).toBeGreaterThan(21);
  });
});
