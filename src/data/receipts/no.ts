import type { ReceiptSample } from './types';

/**
 * Norway (Cash Register Systems Act): a bakery in Oslo. Take-away food and coffee at 15 %, a
 * newspaper at 0 % and a carrier bag at 25 %, paid with a BankAxept debit card (SAF-T payment
 * code 12002). The receipt is headed "Salgskvittering". The transaction signature lives in the
 * electronic journal and the SAF-T export, not on the receipt, so there is no code to print.
 */
const no: ReceiptSample = {
  id: 'NO',
  title: 'Sample receipt from Norway (product-declared cash register system)',
  locale: 'nb-NO',
  currency: 'NOK',
  heading: 'Salgskvittering',
  cfg: {
    Cfg: {
      TaxId: '912345678MVA',
      Nam: 'Bakeriet på Løkka AS',
      Adr: 'Eksempelgata 12',
      Zip: '0552',
      City: 'Oslo',
      Ctry: 'NO',
      Tel: '+47 00 00 00 00',
      TL: 'GRL',
      LocN: 'Eksempelgata',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-19T07:52:31',
        TL: 'GRL',
        TT: '1',
        TN: '2207',
        T: 169,
        Opr: '12',
        OprN: 'Ingrid',
        PosA: [
          { _: 'Pos', PN: 1, IN: '1010', Dsc: 'Skolebolle', TaxG: 'B', Qty: 2, Pri: 39, Amt: 78 },
          { _: 'Pos', PN: 2, IN: '2001', Dsc: 'Kaffe, ta med', TaxG: 'B', Qty: 1, Pri: 42, Amt: 42 },
          { _: 'Pos', PN: 3, IN: '8100', Dsc: 'Aftenposten', TaxG: 'E', Qty: 1, Pri: 45, Amt: 45 },
          { _: 'Pos', PN: 4, IN: '9000', Dsc: 'Bærepose', TaxG: 'A', Qty: 1, Pri: 4, Amt: 4 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'BankAxept', PayG: '12002', Amt: 169 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 25, Net: 3.2, TAmt: 0.8, Amt: 4 },
          { _: 'Tax', TaxG: 'B', Prc: 15, Net: 104.35, TAmt: 15.65, Amt: 120 },
          { _: 'Tax', TaxG: 'E', Prc: 0, Net: 45, TAmt: 0, Amt: 45 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 40213,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-19T07:52:31',
        TL: 'GRL',
        TT: '1',
        TN: '2207',
        T: 169,
        FN: '2207',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 25, Net: 3.2, TAmt: 0.8, Amt: 4 },
          { _: 'Tax', TaxG: 'B', Prc: 15, Net: 104.35, TAmt: 15.65, Amt: 120 },
          { _: 'Tax', TaxG: 'E', Prc: 0, Net: 45, TAmt: 0, Amt: 45 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'KasseID', Label: 'Kasse-ID', Value: 'GRL-1' },
          { Name: 'KvittNr', Label: 'Kvitteringsnr.', Value: '2207' },
        ],
      },
    },
  },
  footer: ['Takk for handelen!', 'Åpent hver dag 07–18'],
  elements: [
    {
      element: 'Heading "Salgskvittering"',
      source: 'heading',
      note: 'At the top, in larger type; "Returkvittering" for returns, "Kopi" for copies.',
    },
    {
      element: 'Seller name and address',
      source: 'cfg Cfg.Nam',
      note: 'Print Cfg.Adr, Cfg.Zip and Cfg.City below the name.',
    },
    {
      element: 'Organisation number with "MVA"',
      source: 'cfg Cfg.TaxId',
      note: 'Printed as "Org.nr. 912 345 678 MVA" when the seller is VAT-registered.',
    },
    {
      element: 'Date and time',
      source: 'request Tra.ESR.D',
      note: 'Norwegian local time.',
    },
    {
      element: 'Consecutive receipt number',
      source: 'response TraC.Fis.Tag[Name=KvittNr]',
      note: 'Unbroken series per cash register; also returned as TraC.ESR.FN.',
    },
    {
      element: 'Cash register ID',
      source: 'response TraC.Fis.Tag[Name=KasseID]',
      note: 'The ID under which the register appears in the SAF-T export.',
    },
    {
      element: 'Goods or services sold',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'With quantity and amount.',
    },
    {
      element: 'VAT per rate and exempt sales kept apart',
      source: 'response TraC.ESR.TaxA',
      note: 'Zero-rated and exempt lines are totalled separately from taxable lines.',
    },
    {
      element: 'Means of payment',
      source: 'request Tra.ESR.PayA[].Dsc',
      note: 'PayG carries the SAF-T payment code for the export.',
    },
  ],
};

export default no;
