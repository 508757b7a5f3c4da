import type { Cfg, TraRequest, TraResponse } from '../efr/types';

/*
 * The data a Digital Receipt layout preview renders: the layouts of src/data/bill/layouts, the demo
 * receipt, and their section types. The LayoutPreview component reads these; data never imports it.
 */

/** The two Digital Receipt products: the digital copy of the printed receipt, or the enriched one. */
export type BillVariant = 'simple' | 'smart';

/** Colour scheme of the receipt page the end customer sees (independent of the site's colour mode). */
export type PreviewTheme = 'light' | 'dark';

export type Align = 'left' | 'center' | 'right';

/**
 * A value a section shows: fixed text, or a formula that mixes text with dynamic fields in double
 * braces, e.g. `RET-{{Receipt.Number}}` (the fields are listed in src/components/LayoutPreview/fields.ts).
 * A string without `{{` is fixed text, so both kinds share one type.
 */
export type SectionValue = string;

interface SectionBase {
  /** Unique within a layout; used as React key and in the control labels. */
  id: string;
  /** Name shown in the section list of the interactive preview; defaults to the section type's name. */
  label?: string;
  /** Hidden sections stay in the layout but are not shown to the customer. */
  hidden?: boolean;
}

/** Company name, address and tax id from the EFR's company data (POST /cfg), plus the location name. */
export interface HeaderSection extends SectionBase {
  type: 'header';
  showAddress?: boolean;
  showTaxId?: boolean;
  showLocation?: boolean;
  align?: Align;
}

/** Smart Bill: the merchant's logo. The preview draws a monogram instead of an uploaded image. */
export interface LogoSection extends SectionBase {
  type: 'logo';
  /** Alternative text read by screen readers (required in the product, too). */
  alt: string;
  /** Letters of the monogram the preview draws. */
  monogram: string;
  align?: Align;
  /** Web address or `mailto:` link opened when the customer taps the logo. */
  link?: string;
  /** Displayed height in pixels; the product caps it. */
  height?: number;
}

/** Smart Bill: the total in large type with item count and receipt number. */
export interface SummarySection extends SectionBase {
  type: 'summary';
  showItemCount?: boolean;
  showReceiptNumber?: boolean;
  /** Custom captions; the defaults are "Total", "Items" and "Receipt no.". */
  labels?: { total?: string; itemCount?: string; receiptNumber?: string };
}

export interface ItemsSection extends SectionBase {
  type: 'items';
  /** Show quantity × unit price under each line. */
  showUnitPrice?: boolean;
}

export interface TotalsSection extends SectionBase {
  type: 'totals';
}

export interface VatSection extends SectionBase {
  type: 'vat';
}

export interface PaymentsSection extends SectionBase {
  type: 'payments';
}

/** Everything the EFR returned in `TraC.Fis`: tags, and the fiscal code if the country has one. */
export interface FiscalSection extends SectionBase {
  type: 'fiscal';
  showCode?: boolean;
}

export type BarcodeFormat = 'EAN8' | 'EAN13';

export interface BarcodeSection extends SectionBase {
  type: 'barcode';
  format: BarcodeFormat;
  value: SectionValue;
  align?: Align;
  /** Print the encoded value as text next to the bars. */
  showValue?: boolean;
  textPosition?: 'above' | 'below';
  /** Caption printed above the code, e.g. "Return voucher". */
  caption?: string;
}

export interface QrCodeSection extends SectionBase {
  type: 'qrcode';
  value: SectionValue;
  align?: Align;
  showValue?: boolean;
  textPosition?: 'above' | 'below';
  caption?: string;
}

export interface TextSection extends SectionBase {
  type: 'text';
  value: SectionValue;
  align?: Align;
  emphasis?: boolean;
}

/** Smart Bill: star rating and comment. Customers see it only once feedback is configured. */
export interface FeedbackSection extends SectionBase {
  type: 'feedback';
  configured: boolean;
  question?: string;
}

/** Smart Bill: newsletter sign-up. Customers see it only once the newsletter is configured. */
export interface NewsletterSection extends SectionBase {
  type: 'newsletter';
  configured: boolean;
  headline?: string;
  buttonLabel?: string;
}

/** Smart Bill: address, phone and opening hours of the location that issued the receipt. */
export interface LocationSection extends SectionBase {
  type: 'location';
  showOpeningHours?: boolean;
  showPhone?: boolean;
}

export type Section =
  | HeaderSection
  | LogoSection
  | SummarySection
  | ItemsSection
  | TotalsSection
  | VatSection
  | PaymentsSection
  | FiscalSection
  | BarcodeSection
  | QrCodeSection
  | TextSection
  | FeedbackSection
  | NewsletterSection
  | LocationSection;

export type SectionType = Section['type'];

/** Sections only the Smart Bill offers. */
export type SmartOnlyType = 'logo' | 'summary' | 'feedback' | 'newsletter' | 'location';
export type SimpleSection = Exclude<Section, { type: SmartOnlyType }>;

export interface OpeningHours {
  /** Days the row applies to, as printed, e.g. "Mon–Fri". */
  days: string;
  /** 24-hour "HH:MM"; omit both for a closed day. */
  opens?: string;
  closes?: string;
}

/** The location data the Smart Bill shows (managed under Location details). */
export interface DemoLocation {
  name: string;
  phone?: string;
  /** At most ten rows, as in the location editor. */
  openingHours: OpeningHours[];
}

/**
 * The receipt a preview renders: the same three documents an EFR integration deals with
 * (company data, the /register request and its response), plus what the Digital Receipt adds.
 */
export interface BillDemo {
  /** BCP 47 locale for numbers and dates, e.g. "de-AT". */
  locale: string;
  /** ISO 4217 currency. */
  currency: string;
  cfg: { Cfg: Cfg };
  request: TraRequest;
  response: TraResponse;
  location: DemoLocation;
  /** Document handle the EFR returns; the receipt link is `https://<receipt domain>/dh?<handle>`. */
  documentHandle: string;
}

export interface DemoLayout<S extends Section = Section> {
  /** Caption of the preview figure. */
  caption: string;
  sections: S[];
}
