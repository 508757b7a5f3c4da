import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { SummarySection } from '../../../data/bill/types';
import type { SectionProps } from './common';
import styles from './styles.module.css';

export default function Summary({ section, model }: SectionProps<SummarySection>): ReactNode {
  return (
    <div className={clsx(styles.section, styles.summary)}>
      <p className={styles.muted}>{section.labels?.total ?? 'Total'}</p>
      <p className={styles.bigTotal}>{model.money(model.total)}</p>
      <p className={styles.muted}>
        {model.date}, {model.time}
      </p>
      {(section.showItemCount || section.showReceiptNumber) && (
        <dl className={styles.summaryFacts}>
          {section.showItemCount && (
            <div>
              <dt>{section.labels?.itemCount ?? 'Items'}</dt>
              <dd>{model.itemCount}</dd>
            </div>
          )}
          {section.showReceiptNumber && (
            <div>
              <dt>{section.labels?.receiptNumber ?? 'Receipt no.'}</dt>
              <dd>{model.receiptNumber}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
