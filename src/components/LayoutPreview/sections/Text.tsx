import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { TextSection } from '../../../data/bill/types';
import { resolveFormula } from '../fields';
import { UnknownFields, alignClass, type SectionProps } from './common';
import styles from './styles.module.css';

export default function Text({ section, model, demo }: SectionProps<TextSection>): ReactNode {
  const { text, unknown } = resolveFormula(section.value, model, demo);
  return (
    <div className={clsx(styles.section, alignClass(section.align))}>
      <p className={section.emphasis ? styles.emphasis : undefined}>{text}</p>
      <UnknownFields names={unknown} />
    </div>
  );
}
