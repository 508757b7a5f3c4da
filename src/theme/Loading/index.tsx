// Why: the loader Docusaurus shows while a page's code is still downloading, and when the download
// failed. Replacement of @docusaurus/core's theme-fallback Loading (3.10), which draws white text
// on light red (3.6:1, below WCAG AA), names nothing for screen readers and ignores the colour
// mode. Same props and behaviour (react-loadable's LoadingComponentProps): spinner after the
// delay, error text and Retry after a failure.
import type { ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({ error, retry, pastDelay }: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.box}`} role="alert">
        <p className={styles.title}>This page could not be loaded.</p>
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerBox} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}
