import type { Country } from './types';

const be: Country = {
  code: 'BE',
  name: 'Belgium',
  mechanism: 'fiscal-data-module',
  scheme: 'GKS/SCE: a certified register plus a fiscal data module (FDM) that signs every ticket',
  device: 'SCE 2.0: one online FDM per register; GKS 1.0: FDM with a VAT Signing Card (VSC)',
  posMustSend: [
    'A VAT group per line: A 21 %, B 12 %, C 6 %, D 0 % or X out of scope (TaxG)',
    'A unit per line: pc, kg, m, l or h (QtyU)',
    'The operator of every ticket (Opr, OprN)',
    'The document type for pro forma bills, copies and training tickets',
  ],
  mustPrint: [
    'The heading BTW-KASTICKET (GKS 1.0 layout)',
    'Business name, address and VAT number',
    'Date, time, continuous ticket number and operator',
    'Each operation with description, quantity, price and VAT rate letter',
    'Taxable base and VAT per rate',
    'The FDM data: FDM ID, FDM date and time, ticket counter and signature',
  ],
  receiptCode: 'None confirmed for GKS 2.0; the FDM signature is printed as text',
  exports: ['EFR journal (GET /control/export)'],
  legalBasis: 'Royal Decree of 30 December 2009; Law of 28 December 2023; RD of 24 April 2024; MD of 29 April 2024',
  authority: 'FPS Finance (FOD Financiën / SPF Finances)',
  status:
    'New horeca operators have had to use GKS 2.0 since 1 July 2026. Existing systems move by purchase date: bought before 2018 by 1 July 2027, 2018–2021 by 1 July 2028, from 2022 by 1 January 2029 (FPS Finance, June 2026).',
  statusDate: '2026-11-22',
};

export default be;
