import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LocationSection } from '../../../data/bill/types';
import type { SectionProps } from './common';
import styles from './styles.module.css';

export default function Location({ section, model, demo }: SectionProps<LocationSection>): ReactNode {
  const { phone, openingHours } = demo.location;
  return (
    <div className={styles.section}>
      <p className={styles.strong}>{model.locationName || model.companyName}</p>
      <p>{model.street}</p>
      <p>{model.zipCity}</p>
      {section.showPhone && phone && <p>Phone {phone}</p>}
      {section.showOpeningHours && openingHours.length > 0 && (
        <table className={clsx(styles.table, styles.small)}>
          <caption className={styles.tableCaption}>Opening hours</caption>
          <tbody>
            {openingHours.slice(0, 10).map((row) => (
              <tr key={row.days}>
                <th scope="row">{row.days}</th>
                <td className={styles.num}>{row.opens && row.closes ? `${row.opens}–${row.closes}` : 'Closed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
