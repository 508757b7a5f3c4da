import qrcode from 'qrcode-generator';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path of the dark modules, one unit per module, offset by the quiet zone. */
  path: string;
}

/** Four modules of quiet zone on every side, as ISO/IEC 18004 requires. */
export const QR_QUIET_ZONE = 4;

/** The library's byte mode takes one character per byte, so the text is UTF-8 encoded first. */
function toByteString(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('');
}

/** Encodes text with error correction level M and the smallest version that fits. */
export function qrMatrix(text: string): QrMatrix {
  const qr = qrcode(0, 'M');
  qr.addData(toByteString(text), 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) path += `M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size, path };
}
