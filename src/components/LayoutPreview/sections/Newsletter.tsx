import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { NewsletterSection } from '../../../data/bill/types';
import { Unconfigured, type SectionProps } from './common';
import styles from './styles.module.css';

/** The newsletter sign-up as customers see it; its controls are a picture, not a working form. */
export default function Newsletter({ section }: SectionProps<NewsletterSection>): ReactNode {
  if (!section.configured) return <Unconfigured name="Newsletter" />;
  return (
    <div className={clsx(styles.section, styles.panel)}>
      <p className={styles.strong}>{section.headline ?? 'Our newsletter'}</p>
      <div className={styles.fakeInput} aria-hidden="true">
        E-mail address
      </div>
      <span className={styles.fakeButton} aria-hidden="true">
        {section.buttonLabel ?? 'Subscribe'}
      </span>
    </div>
  );
}
