import type { DemoLayout, SimpleSection } from '../types';

/** The default Simple Bill: the printed receipt, one to one. */
const simpleDefault: DemoLayout<SimpleSection> = {
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
};

export default simpleDefault;
