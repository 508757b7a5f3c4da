import type { ReactNode } from 'react';
import type { ItemsSection } from '../../../data/bill/types';
import type { SectionProps } from './common';
import frame from '../styles.module.css';
import styles from './styles.module.css';

/**
 * The receipt's lines. Not the sample receipt's table (src/components/Receipt): the receipt page
 * has no VAT group column, and shows quantity and unit price only when the layout asks for them.
 */
export default function Items({ section, model }: SectionProps<ItemsSection>): ReactNode {
  const { number } = model;
  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption className={frame.visuallyHidden}>Items</caption>
        <thead className={frame.visuallyHidden}>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {model.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.text}
                {section.showUnitPrice && line.qty !== undefined && line.price !== undefined && (
                  <span className={styles.detail}>
                    {line.qty} {line.unit ?? '×'} {number(line.price)}
                  </span>
                )}
              </td>
              <td className={styles.num}>{line.amount === undefined ? '' : number(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
