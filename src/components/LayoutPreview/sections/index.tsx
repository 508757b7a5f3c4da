import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import type { BillDemo, BillVariant, PreviewTheme, Section, SectionType } from '../../../data/bill/types';
import type { ReceiptModel } from '../model';
import { VARIANT_NAMES } from '../sectionKinds';
import Barcode from './Barcode';
import type { SectionProps } from './common';
import Feedback from './Feedback';
import Fiscal from './Fiscal';
import Header from './Header';
import Items from './Items';
import Location from './Location';
import Logo from './Logo';
import Newsletter from './Newsletter';
import Payments from './Payments';
import QrCode from './QrCode';
import Summary from './Summary';
import Text from './Text';
import Totals from './Totals';
import Vat from './Vat';
import styles from './styles.module.css';

/** One component per section kind; the type makes sure every kind has one. */
const sectionViews: { [K in SectionType]: ComponentType<SectionProps<Extract<Section, { type: K }>>> } = {
  header: Header,
  logo: Logo,
  summary: Summary,
  items: Items,
  totals: Totals,
  vat: Vat,
  payments: Payments,
  fiscal: Fiscal,
  barcode: Barcode,
  qrcode: QrCode,
  text: Text,
  feedback: Feedback,
  newsletter: Newsletter,
  location: Location,
};

function SectionView({ section, model, demo }: SectionProps): ReactNode {
  // TypeScript cannot tie the entry picked by `section.type` to the section's own type (a
  // correlated union), so the lookup is widened here; the map's type checks each entry.
  const View = sectionViews[section.type] as ComponentType<SectionProps>;
  return <View section={section} model={model} demo={demo} />;
}

interface Props {
  variant: BillVariant;
  theme: PreviewTheme;
  /** The sections to show, in order. */
  sections: Section[];
  model: ReceiptModel;
  demo: BillDemo;
}

/** The receipt page as the customer sees it, in the variant's look and the chosen colour scheme. */
export default function ReceiptView({ variant, theme, sections, model, demo }: Props): ReactNode {
  return (
    <div
      className={clsx(
        styles.receipt,
        variant === 'simple' ? styles.simple : styles.smart,
        theme === 'dark' ? styles.dark : styles.light,
      )}
      role="group"
      aria-label={`${VARIANT_NAMES[variant]} preview, ${theme} mode`}
    >
      {sections.length === 0 ? (
        <p className={styles.empty}>All sections are hidden.</p>
      ) : (
        sections.map((s) => <SectionView key={s.id} section={s} model={model} demo={demo} />)
      )}
    </div>
  );
}
