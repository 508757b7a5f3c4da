import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { TotalsSection } from '../../../data/bill/types';
import type { SectionProps } from './common';
import styles from './styles.module.css';

export default function Totals({ model }: SectionProps<TotalsSection>): ReactNode {
  return (
    <div className={clsx(styles.section, styles.totalRow)}>
      <span>Total</span>
      <span>{model.money(model.total)}</span>
    </div>
  );
}
