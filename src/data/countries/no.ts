import type { Country } from './types';

const no: Country = {
  code: 'NO',
  name: 'Norway',
  mechanism: 'certified-software',
  scheme: 'Product-declared cash register system: signed electronic journal and SAF-T Cash Register export',
  device: 'No fiscal device: EFR signs every sale and keeps the electronic journal',
  posMustSend: [
    'Payment group as SAF-T payment code (PayG 12001–12011, 12999)',
    'Audit events the POS alone can see (13001–13026), e.g. drawer opened',
    'VAT group per line: 25 %, 15 %, 11.11 %, 12 % or 0 %',
  ],
  mustPrint: [
    'Heading "Salgskvittering" (returns: "Returkvittering")',
    'Seller name, address and organisation number with "MVA"',
    'Date, time and consecutive receipt number',
    'Cash register ID',
    'Items and VAT per rate',
  ],
  receiptCode: 'none',
  exports: ['SAF-T Cash Register XML (GET /control/export; ZIP without a target folder)'],
  legalBasis: 'Cash Register Systems Act 2015 and Regulation no. 1616 of 18 Dec 2015; Bookkeeping Act § 10a',
  authority: 'Norwegian Tax Administration (Skatteetaten)',
  status:
    'Bookkeepers have had to use a product-declared cash register system since 1 January 2019. No change to the cash register rules was found for 2025–2026.',
  statusDate: '2026-11-22',
};

export default no;
