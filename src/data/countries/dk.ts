import type { Country } from './types';

const dk: Country = {
  code: 'DK',
  name: 'Denmark',
  mechanism: 'certified-software',
  scheme: 'Digital sales registration system: electronic journal, X/Z reports and a signed SAF-T Cash Register export',
  device: 'No fiscal device: EFR keeps the journal and signs the export with the business’s OCES-3 certificate',
  posMustSend: [
    'Operator on every transaction (Opr, OprN) or LOGIN/LOGOUT events',
    'VAT group A (25 %) or an exemption group Z, Z1–Z7 on every line',
    'X and Z reports as NFS="X" and NFS="Z"',
  ],
  mustPrint: [
    'Seller name, address and CVR number',
    'Date and consecutive receipt number',
    'Quantity and type of goods or services',
    'Total and VAT amount',
  ],
  receiptCode: 'none',
  exports: ['SAF-T Cash Register XML, signed with OCES-3 (GET /control/export)'],
  legalBasis: 'Bookkeeping Act (Act no. 700 of 24 May 2022); VAT Executive Order (no. 1435 of 2023) §§ 63–65',
  authority: 'Danish Tax Agency (Skattestyrelsen); Danish Business Authority for bookkeeping systems',
  status:
    'Digital sales registration has been mandatory since 1 January 2024 for cafés, bars, restaurants, takeaways and kiosks with turnover below DKK 10 million. Digital bookkeeping has applied in stages since 2024; the last stage, for personally owned businesses above DKK 300,000, started on 1 January 2026.',
  statusDate: '2026-11-22',
};

export default dk;
