import { Fragment, type ReactNode } from 'react';
import type { ReceiptSample } from '@site/src/data/receipts/types';
import { formatResolved, resolveSource } from './resolveSource';
import { keepShortenedWhole } from '@site/src/features/text/shortened';
import { pathSegments, splitLongTokens } from './wrapping';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

interface Props {
  /** One sample of src/data/receipts, imported by the page, e.g. `@site/src/data/receipts/at`. */
  sample: ReceiptSample;
}

/** A source path that may wrap after each dot (a <wbr> adds no text). */
function Source({ source }: { source: string }): ReactNode {
  return (
    <code>
      {pathSegments(source).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </code>
  );
}

/** A value that wraps between words; only its long tokens (signatures, hashes) break anywhere. */
function Value({ value }: { value: string }): ReactNode {
  if (value === '') return <span className={styles.missing}>Not in this sample</span>;
  return splitLongTokens(value).map((piece, index) =>
    piece.long ? (
      <span key={index} className={styles.token}>
        {piece.text}
      </span>
    ) : (
      <Fragment key={index}>{keepShortenedWhole(piece.text)}</Fragment>
    ),
  );
}

/**
 * The mandatory elements of a country's receipt: where the POS finds each one (a path into the
 * /cfg data, the /register request or its response) and its value in the sample receipt.
 */
export default function ReceiptElements({ sample }: Props): ReactNode {
  return (
    <ScrollRegion className={styles.scroll} label={`Receipt elements: ${sample.title}`}>
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
                  <Source source={element.source} />
                </td>
                <td className={styles.value}>
                  <Value value={value} />
                </td>
                <td>{element.note ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
