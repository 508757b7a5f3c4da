import type { BillVariant, Section, SectionType, SmartOnlyType } from '../../data/bill/types';

/** The name of each section kind, as the product's layout editor shows it. */
export const SECTION_NAMES: Record<SectionType, string> = {
  header: 'Header',
  logo: 'Logo',
  summary: 'Summary',
  items: 'Items',
  totals: 'Total',
  vat: 'VAT breakdown',
  payments: 'Payments',
  fiscal: 'Fiscal data',
  barcode: 'Barcode',
  qrcode: 'QR code',
  text: 'Text',
  feedback: 'Feedback',
  newsletter: 'Newsletter',
  location: 'Location',
};

/** Sections only the Smart Bill offers; a Simple Bill leaves them out. */
export const SMART_ONLY: ReadonlySet<SectionType> = new Set<SmartOnlyType>([
  'logo',
  'summary',
  'feedback',
  'newsletter',
  'location',
]);

/** Sections a layout cannot hide: the fiscal data the law requires on every receipt. */
export const ALWAYS_SHOWN: ReadonlySet<SectionType> = new Set<SectionType>(['fiscal']);

export const VARIANT_NAMES: Record<BillVariant, string> = { simple: 'Simple Bill', smart: 'Smart Bill' };

export const sectionName = (s: Section) => s.label ?? SECTION_NAMES[s.type];
