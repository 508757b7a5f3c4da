import type { ReceiptSample } from './types';

/**
 * Lithuania (i.EKA): a grocery in Vilnius, every line at the standard 21 %, paid in cash with
 * change. The fiscal printer, driven by EFR through the Strongpoint library, prints the receipt
 * and its fiscal data and reports to i.EKA; EFR returns the printer's receipt number, the
 * register's unique number and the number of the open Z report.
 */
const lt: ReceiptSample = {
  id: 'LT',
  title: 'Sample receipt from Lithuania (fiscal printer, i.EKA)',
  locale: 'lt-LT',
  currency: 'EUR',
  cfg: {
    Cfg: {
      TaxId: 'LT100009876513',
      Nam: 'UAB Senamiesčio krautuvėlė',
      Adr: 'Pavyzdžio g. 14',
      Zip: 'LT-01123',
      City: 'Vilnius',
      Ctry: 'LT',
      Tel: '+370 5 000 0000',
      TL: 'VLN1',
      LocN: 'Parduotuvė Pavyzdžio g.',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-21T11:05:18',
        TL: 'VLN1',
        TT: '1',
        TN: '812',
        T: 10.11,
        Opr: '3',
        OprN: 'Rūta',
        PosA: [
          { _: 'Pos', PN: 1, IN: '4770123000015', Dsc: 'Juoda duona 800 g', TaxG: 'A', Qty: 1, Pri: 2.19, Amt: 2.19 },
          { _: 'Pos', PN: 2, IN: '4770124000121', Dsc: 'Kefyras 1 l', TaxG: 'A', Qty: 2, Pri: 1.59, Amt: 3.18 },
          { _: 'Pos', PN: 3, IN: '2100345', Dsc: 'Obuoliai', TaxG: 'A', Qty: 1.25, QtyU: 'kg', Pri: 1.8, Amt: 2.25 },
          { _: 'Pos', PN: 4, IN: '4770125000210', Dsc: 'Pieniškas šokoladas', TaxG: 'A', Qty: 1, Pri: 2.49, Amt: 2.49 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Grynieji', PayG: 'cash', Amt: 20 },
          { _: 'Pay', Dsc: 'Grąža', PayG: 'change', Amt: -9.89 },
        ],
        TaxA: [{ _: 'Tax', TaxG: 'A', Prc: 21, Net: 8.36, TAmt: 1.75, Amt: 10.11 }],
      },
    },
  },
  response: {
    TraC: {
      SQ: 3391,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-21T11:05:18',
        TL: 'VLN1',
        TT: '1',
        TN: '812',
        T: 10.11,
        FN: '000812',
        TaxA: [{ _: 'Tax', TaxG: 'A', Prc: 21, Net: 8.36, TAmt: 1.75, Amt: 10.11 }],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'KvitoNr', Label: 'Kvito Nr.', Value: '000812' },
          { Name: 'ZNr', Label: 'Z ataskaitos Nr.', Value: '0231' },
          { Name: 'KANr', Label: 'KA unikalus Nr.', Value: 'SPF22070314' },
        ],
      },
    },
  },
  footer: ['Ačiū, kad apsipirkote!'],
  elements: [
    {
      element: 'Seller name and address',
      source: 'cfg Cfg.Nam',
      note: 'Programmed into the fiscal printer at installation; EFR checks it against Cfg.',
    },
    {
      element: 'Seller VAT code',
      source: 'cfg Cfg.TaxId',
      note: 'PVM mokėtojo kodas; the company code if the seller is not VAT-registered.',
    },
    {
      element: 'Date and time',
      source: 'request Tra.ESR.D',
      note: 'The printer prints the time of its own clock; the sale time sent in D should match it.',
    },
    {
      element: 'Items, quantities and prices',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'With the VAT letter of each line.',
    },
    {
      element: 'Total and VAT per rate',
      source: 'response TraC.ESR.TaxA',
      note: 'Total from Tra.ESR.T.',
    },
    {
      element: 'Means of payment and change',
      source: 'request Tra.ESR.PayA[].Dsc',
      note: 'Change is sent as a negative change line.',
    },
    {
      element: 'Receipt number',
      source: 'response TraC.Fis.Tag[Name=KvitoNr]',
      note: 'Running number of the fiscal printer; also TraC.ESR.FN.',
    },
    {
      element: 'Register unique number',
      source: 'response TraC.Fis.Tag[Name=KANr]',
      note: 'Identifies the registered device in i.EKA.',
    },
  ],
};

export default lt;
