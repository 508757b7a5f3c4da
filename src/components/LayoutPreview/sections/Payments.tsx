import type { ReactNode } from 'react';
import type { PaymentsSection } from '../../../data/bill/types';
import type { SectionProps } from './common';
import styles from './styles.module.css';

/** Means of payment and amount as label/value pairs (the sample receipt prints a table). */
export default function Payments({ model }: SectionProps<PaymentsSection>): ReactNode {
  return (
    <div className={styles.section}>
      <dl className={styles.pairs}>
        {model.payments.map((p, i) => (
          <div key={i}>
            <dt>{p.text}</dt>
            <dd className={styles.num}>{model.money(p.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
