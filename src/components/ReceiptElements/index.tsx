import type { ReactNode } from 'react';
import { getReceiptSample } from '@site/src/data/receipts';
import { formatResolved, resolveSource } from './resolveSource';
import styles from './styles.module.css';

interface Props {
  /** Id of a sample in src/data/receipts, e.g. "AT". */
  id: string;
}

/**
 * The mandatory elements of a country's receipt: where the POS finds each one (a path into the
 * /cfg data, the /register request or its response) and its value in the sample receipt.
 */
export default function ReceiptElements({ id }: Props): ReactNode {
  const sample = getReceiptSample(id);
  return (
    <div className={styles.scroll} role="region" aria-label={`Receipt elements: ${sample.title}`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Mandatory receipt elements and where they come from</caption>
        <thead>
          <tr>
            <th scope="col">Element</th>
            <th scope="col">Source</th>
            <th scope="col">Value in the sample</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {sample.elements.map((element) => {
            const value = formatResolved(resolveSource(sample, element.source));
            return (
              <tr key={`${element.element}|${element.source}`}>
                <th scope="row">{element.element}</th>
                <td>
                  <code>{element.source}</code>
                </td>
                <td className={styles.value}>
                  {value === '' ? <span className={styles.missing}>Not in this sample</span> : value}
                </td>
                <td>{element.note ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
