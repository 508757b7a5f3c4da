import type { ReactNode } from 'react';
import type { Country } from '@site/src/data/countries/types';
import Flag from '@site/src/components/Flag';
import { formatLongDate, mechanismLabel } from './countryText';
import styles from './styles.module.css';

interface Props {
  /** One country of src/data/countries, imported by the page, e.g. `@site/src/data/countries/at`. */
  country: Country;
}

function ItemList({ items }: { items: readonly string[] }): ReactNode {
  if (items.length === 0) return 'None';
  if (items.length === 1) return items[0];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The one-screen summary of a country's fiscal rules, shown at the top of each country page. */
export default function CountrySummary({ country }: Props): ReactNode {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Scheme', value: country.scheme },
    { label: 'Mechanism', value: mechanismLabel(country.mechanism) },
    { label: 'Device or service', value: country.device },
    { label: 'The POS must send', value: <ItemList items={country.posMustSend} /> },
    { label: 'Printed on the receipt', value: <ItemList items={country.mustPrint} /> },
    { label: 'Receipt code', value: country.receiptCode },
    { label: 'Exports', value: <ItemList items={country.exports} /> },
    { label: 'Legal basis', value: country.legalBasis },
    { label: 'Authority', value: country.authority },
    {
      label: 'Status',
      value: (
        <>
          <p className={styles.status}>{country.status}</p>
          <p className={styles.asOf}>
            As of <time dateTime={country.statusDate}>{formatLongDate(country.statusDate)}</time>
          </p>
        </>
      ),
    },
  ];

  return (
    <div className={styles.summary}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Flag code={country.code} />
          {country.name} at a glance
        </caption>
        <tbody>
          {rows.map(({ label, value }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
