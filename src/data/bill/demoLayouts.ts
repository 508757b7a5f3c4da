import type { DemoLayout, Section, SimpleSection } from '../../components/LayoutPreview/types';

/**
 * The layouts the /bill pages demonstrate with <LayoutPreview variant="…" layout="…" />.
 * Simple Bill layouts may only hold sections the Simple Bill offers; the type enforces it.
 */
export const simpleLayouts = {
  /** The default Simple Bill: the printed receipt, one to one. */
  default: {
    caption: 'Simple Bill with the default sections: the digital copy of the printed receipt.',
    sections: [
      { id: 'header', type: 'header', showAddress: true, showTaxId: true, showLocation: true, align: 'center' },
      { id: 'items', type: 'items', showUnitPrice: true },
      { id: 'totals', type: 'totals' },
      { id: 'vat', type: 'vat' },
      { id: 'payments', type: 'payments' },
      { id: 'fiscal', type: 'fiscal', showCode: true },
      {
        id: 'thanks',
        type: 'text',
        label: 'Text: thank-you line',
        value: 'Thank you for your visit!',
        align: 'center',
      },
    ],
  },
  /** Custom code sections: fixed values and formula values, different formats and text positions. */
  codes: {
    caption: 'Simple Bill with four custom code sections below the totals.',
    sections: [
      { id: 'header', type: 'header', showAddress: false, showTaxId: false, showLocation: true, align: 'center' },
      { id: 'totals', type: 'totals' },
      {
        id: 'voucher',
        type: 'barcode',
        label: 'Barcode: return voucher (EAN-13)',
        caption: 'Return voucher',
        format: 'EAN13',
        value: '290000{{Receipt.Number}}',
        align: 'center',
        showValue: true,
        textPosition: 'below',
      },
      {
        id: 'stamp',
        type: 'barcode',
        label: 'Barcode: loyalty stamp (EAN-8)',
        caption: 'Loyalty stamp',
        format: 'EAN8',
        value: '2012345',
        align: 'left',
        showValue: true,
        textPosition: 'below',
      },
      {
        id: 'service',
        type: 'barcode',
        label: 'Barcode: service code (Code 128)',
        caption: 'Service code',
        format: 'Code128',
        value: '{{Location.Id}}-{{Receipt.Terminal}}-{{Receipt.Number}}',
        align: 'center',
        showValue: true,
        textPosition: 'above',
      },
      {
        id: 'returns',
        type: 'qrcode',
        label: 'QR code: return policy',
        caption: 'Our return policy',
        value: 'https://www.example.com/returns',
        align: 'right',
        showValue: false,
      },
    ],
  },
  /** Text and code sections whose values come from formulas. */
  formulas: {
    caption: 'Simple Bill with three formula values: two text sections and a QR code that links to the receipt.',
    sections: [
      { id: 'header', type: 'header', showAddress: false, showTaxId: false, showLocation: true, align: 'center' },
      { id: 'totals', type: 'totals' },
      {
        id: 'served',
        type: 'text',
        label: 'Text: served by',
        value: 'Served by {{Receipt.Operator}} at till {{Receipt.Terminal}}, {{Location.Name}}',
        align: 'center',
      },
      {
        id: 'count',
        type: 'text',
        label: 'Text: item count',
        value: '{{Receipt.ItemCount}} items, paid {{Receipt.Total}} on {{Receipt.Date}}',
        align: 'center',
      },
      {
        id: 'self',
        type: 'qrcode',
        label: 'QR code: this receipt',
        caption: 'Open this receipt on another device',
        value: '{{Receipt.Link}}',
        align: 'center',
        showValue: false,
      },
    ],
  },
} satisfies Record<string, DemoLayout<SimpleSection>>;

export const smartLayouts = {
  /** A fully configured Smart Bill. */
  default: {
    caption: 'Smart Bill with logo, summary, location, feedback and newsletter sections.',
    sections: [
      {
        id: 'logo',
        type: 'logo',
        alt: 'Lindenhof Bakery & Café',
        monogram: 'LH',
        align: 'center',
        link: 'https://www.example.com',
        height: 64,
      },
      { id: 'summary', type: 'summary', showItemCount: true, showReceiptNumber: true },
      { id: 'items', type: 'items', showUnitPrice: true },
      { id: 'vat', type: 'vat' },
      { id: 'payments', type: 'payments' },
      { id: 'fiscal', type: 'fiscal', showCode: true },
      { id: 'location', type: 'location', showOpeningHours: true, showPhone: true },
      { id: 'feedback', type: 'feedback', configured: true, question: 'How was your visit today?' },
      {
        id: 'newsletter',
        type: 'newsletter',
        configured: true,
        headline: 'Fresh from the oven: our monthly newsletter',
        buttonLabel: 'Subscribe',
      },
    ],
  },
  /** What a company sees before feedback and the newsletter are set up. */
  unconfigured: {
    caption: 'Smart Bill of a new company: feedback and newsletter stay hidden from customers until configured.',
    sections: [
      { id: 'logo', type: 'logo', alt: 'Lindenhof Bakery & Café', monogram: 'LH', align: 'left', height: 48 },
      {
        id: 'summary',
        type: 'summary',
        showItemCount: true,
        showReceiptNumber: true,
        labels: { total: 'You paid', itemCount: 'Articles', receiptNumber: 'Bill' },
      },
      { id: 'items', type: 'items', showUnitPrice: false },
      { id: 'totals', type: 'totals' },
      { id: 'vat', type: 'vat' },
      { id: 'fiscal', type: 'fiscal', showCode: true },
      { id: 'feedback', type: 'feedback', configured: false },
      { id: 'newsletter', type: 'newsletter', configured: false },
    ],
  },
  /** A seasonal layout, scheduled in advance. */
  christmas: {
    caption: 'Seasonal Smart Bill layout, scheduled to take effect on 1 December.',
    sections: [
      { id: 'logo', type: 'logo', alt: 'Lindenhof Bakery & Café', monogram: 'LH', align: 'center', height: 64 },
      {
        id: 'greeting',
        type: 'text',
        label: 'Text: seasonal greeting',
        value: 'Merry Christmas from all of us at {{Location.Name}}!',
        align: 'center',
        emphasis: true,
      },
      { id: 'summary', type: 'summary', showItemCount: true, showReceiptNumber: true },
      { id: 'items', type: 'items', showUnitPrice: true },
      { id: 'vat', type: 'vat' },
      { id: 'payments', type: 'payments' },
      { id: 'fiscal', type: 'fiscal', showCode: true },
      {
        id: 'location',
        type: 'location',
        label: 'Location: holiday opening hours',
        showOpeningHours: true,
        showPhone: false,
      },
    ],
  },
  /** The location section on its own, as edited under Location details. */
  location: {
    caption: 'Location section with address, phone and five opening-hour rows.',
    sections: [
      { id: 'summary', type: 'summary', showItemCount: false, showReceiptNumber: true },
      { id: 'location', type: 'location', showOpeningHours: true, showPhone: true },
    ],
  },
  /** The feedback section after it has been configured. */
  feedback: {
    caption: 'Feedback section at the end of the receipt: a five-star rating and an optional comment.',
    sections: [
      { id: 'summary', type: 'summary', showItemCount: true, showReceiptNumber: true },
      { id: 'fiscal', type: 'fiscal', showCode: false },
      { id: 'feedback', type: 'feedback', configured: true, question: 'How was your visit today?' },
    ],
  },
} satisfies Record<string, DemoLayout<Section>>;

export type SimpleLayoutName = keyof typeof simpleLayouts;
export type SmartLayoutName = keyof typeof smartLayouts;

export const demoLayouts: { simple: Record<string, DemoLayout>; smart: Record<string, DemoLayout> } = {
  simple: simpleLayouts,
  smart: smartLayouts,
};
