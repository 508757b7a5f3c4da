import type { Country } from './types';

const sk: Country = {
  code: 'SK',
  name: 'Slovakia',
  mechanism: 'online-clearance',
  scheme: 'eKasa: every receipt is registered online with the Financial Administration before it is handed over',
  device: 'eKasa system of the Financial Administration, reached with the authentication data of the register',
  posMustSend: [
    'A tax group per line: A 23 %, B 19 % or C 5 % (TaxG)',
    'Each payment with its payment group (PayG)',
    'The invoice number when a cash payment of an invoice is registered (SK_InvoiceNo)',
  ],
  mustPrint: [
    'Seller name, address, DIČ and IČ DPH',
    'Cash register code (kód pokladnice)',
    'Receipt number, date and time',
    'Items with quantity, price and VAT rate, total and VAT summary',
    'UID and QR code, or PKP and OKP on an offline receipt',
  ],
  receiptCode: 'QR code: the UID online, the OKP data set offline',
  exports: ['EFR journal (GET /control/export)'],
  legalBasis: 'Act No. 384/2025 Coll. on Revenue Registration (from 1 January 2026)',
  authority: 'Financial Administration of the Slovak Republic (Finančná správa SR)',
  status:
    'Act No. 384/2025 Coll. has applied since 1 January 2026 and replaced Act No. 289/2008 Coll. The A4 notice on the registration duty must stay on display until 31 December 2026.',
  statusDate: '2026-11-22',
};

export default sk;
