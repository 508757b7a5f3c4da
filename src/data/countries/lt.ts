import type { Country } from './types';

const lt: Country = {
  code: 'LT',
  name: 'Lithuania',
  mechanism: 'fiscal-printer',
  scheme: 'Cash register with a security module, or virtual fiscalisation, reporting to the i.EKA subsystem',
  device: 'Fiscal printer driven by EFR through the Strongpoint library',
  posMustSend: [
    'VAT group per line: 21 %, 9 %, 5 %, 0 % or exempt',
    'Daily Z report (NFS="Z")',
    'Printer status checks (GET /peri/print/state)',
  ],
  mustPrint: [
    'Seller name, address and VAT code',
    'Items, total and VAT per rate',
    'Receipt number and register number (printed by the fiscal printer)',
  ],
  receiptCode: 'none',
  exports: ['Data sent to i.EKA by the register; electronic cash journal kept 6 years'],
  legalBasis:
    'Law on Tax Administration art. 40 and 42-4; Government Resolution No. 1283 (2002); VMI order VA-40 (2022)',
  authority: 'State Tax Inspectorate (VMI)',
  status:
    'Small businesses have had to use i.EKA-connected registers since 1 May 2025; VMI waived liability for justified delays until 31 December 2025. Since 1 January 2026 the duty applies without that relief.',
  statusDate: '2026-11-22',
};

export default lt;
