import type { ReactNode } from 'react';
import type { QrCodeSection } from '../../../data/bill/types';
import { resolveFormula } from '../fields';
import { CodeFrame, QrImage } from './codes';
import type { SectionProps } from './common';

export default function QrCode({ section, model, demo }: SectionProps<QrCodeSection>): ReactNode {
  const { text, unknown } = resolveFormula(section.value, model, demo);
  return (
    <CodeFrame section={section} shown={text} unknown={unknown}>
      <QrImage value={text} label={`QR code: ${section.caption ?? text}`} />
    </CodeFrame>
  );
}
