import { useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import type { BarcodeSection, QrCodeSection } from '../../../data/bill/types';
import { barRuns } from '../barcode';
// The sample receipts already draw QR codes; the preview uses the same encoder.
import { QUIET_ZONE, qrMatrix, qrPath } from '../../Receipt/qr';
import { UnknownFields, alignClass } from './common';
import codes from './codes.module.css';
import styles from './styles.module.css';

interface CodeFrameProps {
  section: BarcodeSection | QrCodeSection;
  /** The text printed with the code when the section shows its value; empty prints none. */
  shown: string;
  /** Unknown fields of the section's formula. */
  unknown: string[];
  /** The code itself, or why it cannot be drawn. */
  children: ReactNode;
}

/** What barcode and QR code sections share: caption, the value above or below the code, errors. */
export function CodeFrame({ section, shown, unknown, children }: CodeFrameProps): ReactNode {
  const position = section.textPosition ?? 'below';
  const valueText = section.showValue && shown ? <p className={codes.codeText}>{shown}</p> : null;
  return (
    <div className={clsx(styles.section, alignClass(section.align ?? 'center'))}>
      {section.caption && <p className={styles.strong}>{section.caption}</p>}
      <div className={codes.codeBlock}>
        {position === 'above' && valueText}
        {children}
        {position === 'below' && valueText}
      </div>
      <UnknownFields names={unknown} />
    </div>
  );
}

export function QrImage({ value, label }: { value: string; label: string }): ReactNode {
  const { side, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { side: matrix.length + 2 * QUIET_ZONE, path: qrPath(matrix) };
  }, [value]);
  return (
    <svg className={codes.qr} viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={side} height={side} className={codes.codeBackground} />
      <path d={path} className={codes.codeInk} />
    </svg>
  );
}

/** Flat bars (no extended guard bars), ten modules of quiet zone on each side. */
export function BarsImage({ modules, label }: { modules: string; label: string }): ReactNode {
  const quiet = 10;
  const width = modules.length + 2 * quiet;
  const height = 40;
  return (
    <svg
      className={codes.barcode}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={height} className={codes.codeBackground} />
      {barRuns(modules).map(([x, w]) => (
        <rect key={x} x={x + quiet} y={4} width={w} height={height - 8} className={codes.codeInk} />
      ))}
    </svg>
  );
}
