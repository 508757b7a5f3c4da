/**
 * The accessible name of a receipt's QR code: that it is a QR code and what it carries. A URL is
 * named by its host (the reader learns where the code leads without hearing a long query string);
 * anything else is the fiscal signature data EFR returned.
 */
export function qrCodeLabel(content: string): string {
  const host = urlHost(content);
  return host ? `QR code with a link to ${host}` : "QR code with the receipt's signature data";
}

function urlHost(content: string): string | undefined {
  if (!/^https?:\/\//i.test(content)) return undefined;
  try {
    return new URL(content).host;
  } catch {
    return undefined;
  }
}
