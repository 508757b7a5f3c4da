import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { LogoSection } from '../../../data/bill/types';
import { alignClass, type SectionProps } from './common';
import styles from './styles.module.css';

/** The merchant's logo, drawn as a monogram (the preview has no uploaded image). */
export default function Logo({ section }: SectionProps<LogoSection>): ReactNode {
  // The product limits the logo's height and width; the preview keeps it between 32 and 120 px.
  const logoSize = Math.min(120, Math.max(32, section.height ?? 56));
  const logo = (
    <svg
      className={styles.logo}
      width={logoSize}
      height={logoSize}
      viewBox="0 0 100 100"
      role="img"
      aria-label={section.alt}
    >
      <circle cx="50" cy="50" r="48" className={styles.logoDisc} />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" className={styles.logoText}>
        {section.monogram}
      </text>
    </svg>
  );
  return (
    <div className={clsx(styles.section, alignClass(section.align ?? 'center'))}>
      {section.link ? (
        <Link href={section.link} className={styles.logoLink} target="_blank" rel="noopener noreferrer">
          {logo}
        </Link>
      ) : (
        logo
      )}
    </div>
  );
}
