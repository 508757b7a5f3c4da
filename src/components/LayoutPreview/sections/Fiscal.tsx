import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { FiscalSection } from '../../../data/bill/types';
import { QrImage } from './codes';
import type { SectionProps } from './common';
import styles from './styles.module.css';

/** What the EFR returned in `TraC.Fis`: the fiscal number and tags, and its QR code if asked for. */
export default function Fiscal({ section, model }: SectionProps<FiscalSection>): ReactNode {
  return (
    <div className={clsx(styles.section, styles.small)}>
      <dl className={styles.pairs}>
        {model.fiscalNumber && (
          <div>
            <dt>Fiscal no.</dt>
            <dd>{model.fiscalNumber}</dd>
          </div>
        )}
        {model.fiscalTags.map((t) => (
          <div key={t.label}>
            <dt>{t.label}</dt>
            <dd>{t.value}</dd>
          </div>
        ))}
      </dl>
      {section.showCode && model.fiscalCode && model.fiscalCodeType === 'QR' && (
        <div className={styles.alignCenter}>
          <QrImage value={model.fiscalCode} label="Fiscal QR code" />
        </div>
      )}
    </div>
  );
}
