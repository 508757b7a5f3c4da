import type { ReceiptSample } from './types';

/**
 * Hungary (online cash register, AEE): a café in Budapest. Coffee and cake served on the spot
 * at 5 % (restaurant service), draught beer at 27 %, paid by card. The AEE fiscal printer prints
 * the receipt and its fiscal footer (AP number, NAV logo) itself and sends the data to NAV; EFR
 * returns the receipt number and the AP number. The receipt carries no machine-readable code.
 */
const hu: ReceiptSample = {
  id: 'HU',
  title: 'Sample receipt from Hungary (online cash register, AEE)',
  locale: 'hu-HU',
  currency: 'HUF',
  heading: 'NYUGTA',
  cfg: {
    Cfg: {
      TaxId: '12345678-2-42',
      Nam: 'Kávéház a Körúton Kft.',
      Adr: 'Minta utca 12.',
      Zip: '1067',
      City: 'Budapest',
      Ctry: 'HU',
      Tel: '+36 1 000 0000',
      TL: 'BP06',
      LocN: 'Minta utca',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-19T16:12:45',
        TL: 'BP06',
        TT: '1',
        TN: '8731',
        T: 4760,
        Opr: '5',
        OprN: 'Réka',
        TP: '12',
        PosA: [
          { _: 'Pos', PN: 1, IN: '110', Dsc: 'Cappuccino', TaxG: 'A', Qty: 2, Pri: 990, Amt: 1980 },
          { _: 'Pos', PN: 2, IN: '240', Dsc: 'Dobostorta szelet', TaxG: 'A', Qty: 1, Pri: 1490, Amt: 1490 },
          { _: 'Pos', PN: 3, IN: '512', Dsc: 'Csapolt sör 0,5 l', TaxG: 'C', Qty: 1, Pri: 1290, Amt: 1290 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Bankkártya', PayG: 'card', Amt: 4760 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 5, Net: 3304.76, TAmt: 165.24, Amt: 3470 },
          { _: 'Tax', TaxG: 'C', Prc: 27, Net: 1015.75, TAmt: 274.25, Amt: 1290 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 52117,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-19T16:12:45',
        TL: 'BP06',
        TT: '1',
        TN: '8731',
        T: 4760,
        FN: '0143/00087',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 5, Net: 3304.76, TAmt: 165.24, Amt: 3470 },
          { _: 'Tax', TaxG: 'C', Prc: 27, Net: 1015.75, TAmt: 274.25, Amt: 1290 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'NYSZ', Label: 'Nyugtaszám', Value: '0143/00087' },
          { Name: 'AP', Label: 'AP', Value: 'A12345678' },
        ],
      },
    },
  },
  footer: ['Köszönjük a látogatást!'],
  elements: [
    {
      element: 'Heading "NYUGTA"',
      source: 'heading',
      note: 'Printed by the AEE above the item lines.',
    },
    {
      element: 'Seller name and address',
      source: 'cfg Cfg.Nam',
      note: 'Programmed into the AEE header by the service partner; EFR checks it against Cfg.',
    },
    {
      element: 'Seller tax number',
      source: 'cfg Cfg.TaxId',
      note: 'Hungarian tax number (adószám) in the format 12345678-1-12.',
    },
    {
      element: 'Date and time',
      source: 'request Tra.ESR.D',
      note: 'From the AEE clock.',
    },
    {
      element: 'Receipt number (closing number / serial)',
      source: 'response TraC.Fis.Tag[Name=NYSZ]',
      note: 'Number of the daily closing and the receipt within it; also TraC.ESR.FN.',
    },
    {
      element: 'Items with VAT letter',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'The letter is the AEE VAT register the EFR tax group maps to.',
    },
    {
      element: 'Total and VAT per rate',
      source: 'response TraC.ESR.TaxA',
      note: 'Total from Tra.ESR.T; cash totals are rounded to 0 or 5 forints by the AEE.',
    },
    {
      element: 'AP number of the cash register',
      source: 'response TraC.Fis.Tag[Name=AP]',
      note: 'Nine characters; printed by the AEE under the NAV logo.',
    },
  ],
};

export default hu;
