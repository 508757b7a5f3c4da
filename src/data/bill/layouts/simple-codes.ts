import type { DemoLayout, SimpleSection } from '../types';

/** Custom code sections: fixed values and formula values, both EAN formats, QR codes and text positions. */
const simpleCodes: DemoLayout<SimpleSection> = {
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
      type: 'qrcode',
      label: 'QR code: service reference',
      caption: 'Service reference',
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
};

export default simpleCodes;
