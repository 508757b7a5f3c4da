import type { Country } from './types';

const si: Country = {
  code: 'SI',
  name: 'Slovenia',
  mechanism: 'online-clearance',
  scheme: 'Fiscal verification of invoices: FURS confirms every cash invoice in real time (ZOI and EOR)',
  device: 'FURS fiscal verification service, reached with a FURS-issued certificate',
  posMustSend: [
    "The operator's personal tax number (OprTIN)",
    'A business premises (TL) and device (TT) registered with FURS',
    'A tax group per line: A 22 %, B 9.5 % or C 5 % (TaxG)',
  ],
  mustPrint: [
    'Invoice number: premises, device and sequence number',
    'ZOI (issuer protective mark) and EOR (unique invoice identifier)',
    'The operator who issued the invoice',
    'A QR code, PDF417 or Code 128 code with the verification data',
  ],
  receiptCode: 'QR code (PDF417 or Code 128 also allowed)',
  exports: ['EFR journal (GET /control/export)'],
  legalBasis: 'ZDavPR (Fiscal Verification of Invoices Act, 2015); ZDavP-2, art. 31.a',
  authority: 'Financial Administration of the Republic of Slovenia (FURS)',
  status:
    'Real-time verification has applied since 2 January 2016. No change to cash-invoice verification is announced; domestic B2B e-invoicing becomes mandatory on 1 January 2028.',
  statusDate: '2026-11-22',
};

export default si;
