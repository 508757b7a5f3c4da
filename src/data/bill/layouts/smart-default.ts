import type { DemoLayout } from '../types';

/** A fully configured Smart Bill. */
const smartDefault: DemoLayout = {
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
};

export default smartDefault;
