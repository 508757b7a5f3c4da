import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { HeaderSection } from '../../../data/bill/types';
import { alignClass, type SectionProps } from './common';
import styles from './styles.module.css';

export default function Header({ section, model }: SectionProps<HeaderSection>): ReactNode {
  return (
    <div className={clsx(styles.section, alignClass(section.align ?? 'center'))}>
      <p className={styles.strong}>{model.companyName}</p>
      {section.showAddress !== false && (
        <p>
          {model.street}, {model.zipCity}
        </p>
      )}
      {section.showLocation && model.locationName && <p>{model.locationName}</p>}
      {section.showTaxId !== false && <p>VAT ID {model.taxId}</p>}
      <p className={styles.muted}>
        {model.date} {model.time} · Till {model.terminal} · No. {model.receiptNumber}
      </p>
    </div>
  );
}
