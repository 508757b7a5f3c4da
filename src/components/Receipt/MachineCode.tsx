import type { ReactNode } from 'react';
import type { Fis } from '@site/src/data/efr/types';
import { qrCodeLabel } from './codeLabel';
import { qrContent, type PackedCodes } from './packedCodes';
import { receiptQrMatrix } from './qrCodes';
import { QUIET_ZONE, qrPath } from './qrPath';
import styles from './styles.module.css';

/** Pixels per module, bounded so small codes stay scannable and large ones fit the paper. */
function displaySize(units: number): number {
  return Math.min(240, Math.max(132, units * 3));
}

function QrCode({ content, codes }: { content: string; codes: PackedCodes }): ReactNode {
  const matrix = receiptQrMatrix(content, codes);
  // More data than the largest QR version holds: print the content instead of a broken code.
  if (!matrix) return <CodeAsText kind="QR code" content={content} />;
  const units = matrix.length + 2 * QUIET_ZONE;
  const size = displaySize(units);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={qrCodeLabel(content)}
      viewBox={`0 0 ${units} ${units}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}

function CodeAsText({ kind, content }: { kind: string; content: string }): ReactNode {
  return (
    <div className={styles.codeText}>
      <p className={styles.codeNote}>Printed as a {kind}; its content:</p>
      <p className={styles.mono}>{content}</p>
    </div>
  );
}

/** The machine-readable code of the fiscal block: a QR code, or the content of a barcode as text. */
export default function MachineCode({ fis, codes }: { fis: Fis; codes: PackedCodes }): ReactNode {
  const qr = qrContent(fis);
  if (qr) return <QrCode content={qr} codes={codes} />;
  // Not a QR code: a barcode's content is printed as text, CodeType None prints nothing.
  if (!fis.Code || !fis.CodeType || fis.CodeType === 'None') return null;
  return <CodeAsText kind={`${fis.CodeType} barcode`} content={fis.Code} />;
}
