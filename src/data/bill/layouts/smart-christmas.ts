import type { DemoLayout } from '../types';

/** A seasonal layout, scheduled in advance. */
const smartChristmas: DemoLayout = {
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
};

export default smartChristmas;
