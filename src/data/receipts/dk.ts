import type { ReceiptSample } from './types';

/**
 * Denmark (digital sales registration system): a café in Copenhagen, every line at 25 % VAT,
 * paid by Dankort. Denmark has no fiscal device and no code on the receipt: EFR numbers the
 * receipt, keeps it in the electronic journal and signs the SAF-T export with the OCES-3
 * certificate. The receipt holds the content of a simplified invoice (momsbekendtgørelsen § 63).
 */
const dk: ReceiptSample = {
  id: 'DK',
  title: 'Sample receipt from Denmark (digital sales registration system)',
  locale: 'da-DK',
  currency: 'DKK',
  cfg: {
    Cfg: {
      TaxId: 'DK12345678',
      Nam: 'Kaffebaren Nørrebro ApS',
      Adr: 'Eksempelvej 12',
      Zip: '2200',
      City: 'København N',
      Ctry: 'DK',
      Tel: '+45 00 00 00 00',
      TL: 'NB01',
      LocN: 'Eksempelvej',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-18T09:41:07',
        TL: 'NB01',
        TT: '1',
        TN: '20418',
        T: 226,
        Opr: '07',
        OprN: 'Mia',
        PosA: [
          { _: 'Pos', PN: 1, IN: '101', Dsc: 'Caffe latte', TaxG: 'A', Qty: 2, Pri: 45, Amt: 90 },
          { _: 'Pos', PN: 2, IN: '230', Dsc: 'Kanelsnegl', TaxG: 'A', Qty: 1, Pri: 32, Amt: 32 },
          { _: 'Pos', PN: 3, IN: '310', Dsc: 'Rugbrødssandwich med æg', TaxG: 'A', Qty: 1, Pri: 69, Amt: 69 },
          { _: 'Pos', PN: 4, IN: '405', Dsc: 'Økologisk æblemost', TaxG: 'A', Qty: 1, Pri: 35, Amt: 35 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Dankort', PayG: 'card', Amt: 226 }],
        TaxA: [{ _: 'Tax', TaxG: 'A', Prc: 25, Net: 180.8, TAmt: 45.2, Amt: 226 }],
      },
    },
  },
  response: {
    TraC: {
      SQ: 61877,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-18T09:41:07',
        TL: 'NB01',
        TT: '1',
        TN: '20418',
        T: 226,
        FN: '20418',
        TaxA: [{ _: 'Tax', TaxG: 'A', Prc: 25, Net: 180.8, TAmt: 45.2, Amt: 226 }],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'KasseID', Label: 'Kasse', Value: 'NB01-1' },
          { Name: 'BonNr', Label: 'Bonnr.', Value: '20418' },
        ],
      },
    },
  },
  footer: ['Tak for besøget!', 'Moms udgør 20 % af beløbet inkl. moms'],
  elements: [
    {
      element: 'Seller name and address',
      source: 'cfg Cfg.Nam',
      note: 'Print Cfg.Adr, Cfg.Zip and Cfg.City below the name.',
    },
    {
      element: 'Seller registration number (CVR or SE number)',
      source: 'cfg Cfg.TaxId',
      note: 'Printed without the DK prefix as "CVR 12345678".',
    },
    {
      element: 'Date of issue',
      source: 'request Tra.ESR.D',
      note: 'Local date of the sale.',
    },
    {
      element: 'Consecutive receipt number',
      source: 'response TraC.Fis.Tag[Name=BonNr]',
      note: 'One unbroken series per register; also returned as TraC.ESR.FN.',
    },
    {
      element: 'Register identification',
      source: 'response TraC.Fis.Tag[Name=KasseID]',
      note: 'Location and terminal as EFR reports them in the SAF-T export.',
    },
    {
      element: 'Quantity and type of goods or services',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'Print Qty and Pri with each line.',
    },
    {
      element: 'Total and VAT amount',
      source: 'response TraC.ESR.TaxA',
      note: 'Total from Tra.ESR.T; the VAT may also be stated as 20 % of the total including VAT.',
    },
    {
      element: 'Operator',
      source: 'request Tra.ESR.OprN',
      note: 'Not a receipt duty, but the journal must show who registered the sale.',
    },
  ],
};

export default dk;
