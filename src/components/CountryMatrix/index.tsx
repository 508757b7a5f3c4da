import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { countries } from '@site/src/data/countries';
import { countryPath, formatLongDate, mechanismLabel } from '@site/src/components/CountrySummary/countryText';
import Flag from '@site/src/components/Flag';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

interface Props {
  /** Render a short list (flag, linked name, scheme) instead of the full table. */
  compact?: boolean;
}

function CompactList(): ReactNode {
  return (
    <ul className={styles.compact}>
      {countries.map((country) => (
        <li key={country.code}>
          <Flag code={country.code} />
          <Link to={countryPath(country.code)}>{country.name}</Link>: {country.scheme}
        </li>
      ))}
    </ul>
  );
}

/** All EFR countries and their fiscal mechanisms in one table, from src/data/countries. */
export default function CountryMatrix({ compact = false }: Props): ReactNode {
  if (compact) return <CompactList />;

  return (
    <ScrollRegion className={styles.scroll} label="Country matrix">
      <table className={styles.table}>
        <caption className={styles.caption}>Fiscal requirements in the {countries.length} EFR countries</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Mechanism</th>
            <th scope="col">Device or service</th>
            <th scope="col">Receipt code</th>
            <th scope="col">Exports</th>
            <th scope="col">Legal basis</th>
            <th scope="col">Facts as of</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((country) => (
            <tr key={country.code}>
              <th scope="row" className={styles.country}>
                <Flag code={country.code} />
                <Link to={countryPath(country.code)}>{country.name}</Link>
              </th>
              <td>{mechanismLabel(country.mechanism)}</td>
              <td>{country.device}</td>
              <td>{country.receiptCode}</td>
              <td>
                {country.exports.length === 0 ? (
                  'None'
                ) : (
                  <ul className={styles.list}>
                    {country.exports.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{country.legalBasis}</td>
              <td className={styles.date}>
                <time dateTime={country.statusDate}>{formatLongDate(country.statusDate)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
