import type { ReactNode } from 'react';
import type { BarcodeFormat, BarcodeSection } from '../../../data/bill/types';
import { BarcodeError, encodeBarcode, type EncodedBarcode } from '../barcode';
import { resolveFormula } from '../fields';
import { BarsImage, CodeFrame } from './codes';
import type { SectionProps } from './common';
import styles from './styles.module.css';

/** A value that cannot be encoded is a normal outcome in the editor, not a crash. */
function tryEncode(format: BarcodeFormat, text: string): EncodedBarcode | BarcodeError {
  try {
    return encodeBarcode(format, text);
  } catch (error) {
    if (error instanceof BarcodeError) return error;
    throw error;
  }
}

export default function Barcode({ section, model, demo }: SectionProps<BarcodeSection>): ReactNode {
  const { text, unknown } = resolveFormula(section.value, model, demo);
  const encoded = tryEncode(section.format, text);
  if (encoded instanceof BarcodeError) {
    return (
      <CodeFrame section={section} shown="" unknown={unknown}>
        <p className={styles.error}>Cannot draw this barcode: {encoded.message}.</p>
      </CodeFrame>
    );
  }
  return (
    <CodeFrame section={section} shown={encoded.text} unknown={unknown}>
      <BarsImage modules={encoded.modules} label={`${section.format} barcode ${encoded.text}`} />
    </CodeFrame>
  );
}
