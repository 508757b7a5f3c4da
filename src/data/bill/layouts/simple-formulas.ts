import type { DemoLayout, SimpleSection } from '../types';

/** Text and code sections whose values come from formulas. */
const simpleFormulas: DemoLayout<SimpleSection> = {
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
};

export default simpleFormulas;
