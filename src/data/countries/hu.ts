import type { Country } from './types';

const hu: Country = {
  code: 'HU',
  name: 'Hungary',
  mechanism: 'fiscal-printer',
  scheme: 'Online cash register (AEE) that reports to the tax authority NAV over a mobile data link',
  device: 'AEE fiscal printer driven by EFR through /peri/print',
  posMustSend: [
    'Mandatory POS buttons: NAV ping, USB mode, document list',
    'Reprint and status calls (/peri/print/reprint, /peri/print/state)',
    'VAT group per line: 5 %, 18 %, 27 % or exempt',
  ],
  mustPrint: [
    'Heading "NYUGTA" and receipt number',
    'Seller name, address and tax number',
    'Items, total and VAT per rate',
    'AP number of the register (printed by the AEE)',
  ],
  receiptCode: 'none',
  exports: ['Data held in the AEE and sent to NAV; document list per closing (/peri/print/list)'],
  legalBasis: 'VAT Act (2007. évi CXXVII.) § 260; NGM Decree 48/2013; NGM Decree 8/2025',
  authority: 'National Tax and Customs Administration (NAV)',
  status:
    'Online cash registers may be used until 30 June 2028. New e-cash registers with e-receipts exist since 1 July 2025 and become mandatory for obliged activities on 1 July 2028.',
  statusDate: '2026-11-22',
};

export default hu;
