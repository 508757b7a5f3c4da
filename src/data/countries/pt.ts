import type { Country } from './types';

const pt: Country = {
  code: 'PT',
  name: 'Portugal',
  mechanism: 'certified-software',
  scheme: 'Invoicing software certified by the AT: signed, chained documents with ATCUD and QR code',
  device:
    'No fiscal hardware. EFR signs the documents with the certificate of the certified software (your own certification or SimplePOS)',
  posMustSend: [
    'Document type (FS, FT, FR, NC, ND) and customer NIF when the customer asks for it',
    'Tax groups for the mainland, Madeira or Azores rates, and an exemption code for 0 % lines',
    'Original document reference on credit notes',
  ],
  mustPrint: [
    'Document type, series and number',
    'ATCUD as "ATCUD:code-number" on every page',
    'QR code on the first or last page, below the ATCUD',
    'Four hash characters and the software certificate number',
    'Issuer name and NIF, VAT rates and amounts',
  ],
  receiptCode: 'QR code (AT format, fields A to S)',
  exports: [
    'SAF-T (PT) billing file for the monthly communication to the AT',
    'SAF-T (PT) on request of an auditor for any period',
  ],
  legalBasis: 'Art. 36 and 40 CIVA, Decree-Law 28/2019, Portaria 363/2010, Portaria 195/2020',
  authority: 'Autoridade Tributária e Aduaneira (AT)',
  status:
    'ATCUD has been mandatory since 1 January 2023 and the QR code since 1 January 2022. Invoice data must reach the AT by the 5th day of the following month.',
  statusDate: '2026-11-22',
};

export default pt;
