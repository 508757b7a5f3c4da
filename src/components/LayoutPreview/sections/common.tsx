import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Align, BillDemo, Section } from '../../../data/bill/types';
import type { ReceiptModel } from '../model';
import styles from './styles.module.css';

/** What every section component gets: its section, and the receipt it shows a part of. */
export interface SectionProps<S extends Section = Section> {
  section: S;
  model: ReceiptModel;
  demo: BillDemo;
}

export const alignClass = (align: Align | undefined) =>
  align === 'center' ? styles.alignCenter : align === 'right' ? styles.alignRight : styles.alignLeft;

/** Field names of a formula that do not exist: the editor shows them below the section. */
export function UnknownFields({ names }: { names: string[] }): ReactNode {
  if (names.length === 0) return null;
  return <p className={styles.error}>Unknown field: {names.join(', ')}</p>;
}

/** A Smart Bill section customers do not see until the merchant configures it. */
export function Unconfigured({ name }: { name: string }): ReactNode {
  return (
    <div className={clsx(styles.section, styles.unconfigured)}>
      <p>
        <strong>{name}</strong>: not configured yet, so customers do not see this section.
      </p>
    </div>
  );
}
