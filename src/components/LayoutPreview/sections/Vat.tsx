import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { VatSection } from '../../../data/bill/types';
import { VatAmountCells, VatAmountHeads } from '../../Receipt/VatAmounts';
import type { SectionProps } from './common';
import styles from './styles.module.css';

/** The VAT breakdown: the amount columns are the sample receipt's; group and rate share a cell. */
export default function Vat({ model }: SectionProps<VatSection>): ReactNode {
  return (
    <div className={styles.section}>
      <table className={clsx(styles.table, styles.small)}>
        <caption className={styles.tableCaption}>VAT</caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <VatAmountHeads className={styles.num} />
          </tr>
        </thead>
        <tbody>
          {model.taxes.map((t) => (
            <tr key={t.TaxG}>
              <td>
                {t.TaxG} {t.Prc} %
              </td>
              <VatAmountCells tax={t} format={model.number} className={styles.num} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
