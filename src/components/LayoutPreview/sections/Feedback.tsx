import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { FeedbackSection } from '../../../data/bill/types';
import { Unconfigured, type SectionProps } from './common';
import styles from './styles.module.css';

/** The feedback form as customers see it; its controls are a picture, not a working form. */
export default function Feedback({ section }: SectionProps<FeedbackSection>): ReactNode {
  if (!section.configured) return <Unconfigured name="Feedback" />;
  return (
    <div className={clsx(styles.section, styles.panel)}>
      <p className={styles.strong}>{section.question ?? 'How did we do?'}</p>
      <p className={styles.stars} role="img" aria-label="Rating from one to five stars">
        {'★★★★★'}
      </p>
      <div className={styles.fakeInput} aria-hidden="true">
        Your comment (optional)
      </div>
      <span className={styles.fakeButton} aria-hidden="true">
        Send feedback
      </span>
    </div>
  );
}
