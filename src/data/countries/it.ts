import type { Country } from './types';

const it: Country = {
  code: 'IT',
  name: 'Italy',
  mechanism: 'fiscal-printer',
  scheme:
    'Corrispettivi telematici: an approved RT records every sale and sends the daily totals to the Agenzia delle Entrate',
  device: 'RT printer: Epson FP-90III or FP-81II, or a Custom RT model (supported since 2024)',
  posMustSend: [
    'A tax group per line that maps to an RT VAT rate or VAT nature (TaxG)',
    'Each payment with its payment group; card and other electronic payments as card (PayG)',
    "The customer's lottery code when one is presented (IT_LotteryCode)",
    'A reference to the original document for returns and voids',
    'The daily closure once per business day (NFS "Z")',
  ],
  mustPrint: [
    'The documento commerciale, printed by the RT itself',
    'Business name, VAT number and shop address',
    'Date, time and document number (closure number and sequence)',
    'Item descriptions, VAT rates, total and amount paid',
    'The RT serial number',
    "The customer's lottery code, when one was presented",
  ],
  receiptCode: 'None required; the RT prints its own layout',
  exports: ['Daily closure data, sent by the RT to the Agenzia delle Entrate', 'EFR journal (GET /control/export)'],
  legalBasis: 'Art. 2 D.Lgs. 127/2015; L. 207/2024, art. 1 c. 74–77 (POS–RT link)',
  authority: 'Agenzia delle Entrate',
  status:
    'Daily electronic transmission through an RT has applied to all retailers since 1 January 2020. Since 1 January 2026 electronic payment terminals must be linked to the RT; terminals already in use had to be associated by 19 April 2026.',
  statusDate: '2026-11-22',
};

export default it;
