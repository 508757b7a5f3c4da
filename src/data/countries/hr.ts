import type { Country } from './types';

const hr: Country = {
  code: 'HR',
  name: 'Croatia',
  mechanism: 'online-clearance',
  scheme:
    'Real-time fiscalisation: every consumer invoice is signed (ZKI) and confirmed by the Tax Administration (JIR)',
  device:
    'Tax Administration fiscalisation service (CIS), signed with a fiscalisation certificate (FINA or another trust service provider)',
  posMustSend: [
    'TL = business premises label, TT = charging device label',
    'Operator’s OIB (OprTIN) and payment method',
    'VAT group per line: 25 %, 13 %, 5 % or 0 %',
  ],
  mustPrint: [
    'Seller name, address and OIB',
    'Invoice number (number/premises/device), date and time',
    'Operator label and payment method',
    'ZKI, JIR and QR code',
  ],
  receiptCode: 'QR code (check URL with JIR, date/time and amount)',
  exports: ['Invoice data held by the Tax Administration; EFR journal archived in the cloud'],
  legalBasis: 'Fiscalisation Act (NN 89/25), in force since 1 Sep 2025',
  authority: 'Tax Administration (Porezna uprava)',
  status:
    'Since 1 January 2026 every consumer invoice is fiscalised, whatever the payment method. Domestic B2B e-invoices are mandatory for VAT payers since the same date; non-VAT issuers follow on 1 January 2027.',
  statusDate: '2026-11-22',
};

export default hr;
