import type { DemoLayout } from '../types';

/** What a company sees before feedback and the newsletter are set up. */
const smartUnconfigured: DemoLayout = {
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
};

export default smartUnconfigured;
