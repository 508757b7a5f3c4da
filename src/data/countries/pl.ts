import type { Country } from './types';

const pl: Country = {
  code: 'PL',
  name: 'Poland',
  mechanism: 'fiscal-printer',
  scheme: 'Online cash registers that send their data to the Central Repository of Cash Registers (CRK)',
  device: 'Online fiscal printer driven by EFR through /peri/print',
  posMustSend: [
    'VAT group per line: A 23 %, B 8 %, C 5 %, D 0 %, E exempt',
    'Returns as separate documents; EFR prints them non-fiscally',
    'Printer status checks (GET /peri/print/state)',
  ],
  mustPrint: [
    'Seller name, point-of-sale address and NIP',
    'Heading "PARAGON FISKALNY" and document number',
    'Items, totals and VAT breakdown',
    'Fiscal logo and the register’s unique number (printed by the printer)',
  ],
  receiptCode: 'none',
  exports: ['Data sent to the CRK by the printer; register records kept 5 years'],
  legalBasis: 'VAT Act of 11 March 2004, art. 111 and 111a; cash register regulations of 2019 and 2021',
  authority: 'Ministry of Finance / National Revenue Administration (KAS)',
  status:
    'Registers with paper or electronic copy were phased out by 2023; online registers are now the rule. A receipt with the buyer’s NIP up to PLN 450 counts as a simplified invoice until 31 December 2026.',
  statusDate: '2026-11-22',
};

export default pl;
