import clsx from 'clsx';
import type { CountryCode } from '@site/src/data/countries/types';
import { flagUrls } from './flags';
import styles from './styles.module.css';

interface Props {
  /** ISO 3166 code of an EFR country, e.g. "AT". */
  code: CountryCode;
  className?: string;
}

/**
 * A country's flag as an image (emoji flags show as letter pairs on Windows and as empty boxes
 * without an emoji font). It stands beside the country's name, so screen readers skip it; its alt
 * text, the country code, is what a reader sees if the image does not load.
 */
export default function Flag({ code, className }: Props): React.ReactElement {
  return (
    <img
      className={clsx(styles.flag, className)}
      src={flagUrls[code]}
      alt={code}
      aria-hidden="true"
      width={20}
      height={20}
      decoding="async"
    />
  );
}
