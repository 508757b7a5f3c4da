import type { ReceiptSample } from './types';

/**
 * Sweden (SKVFS 2014:9): a bookshop in Stockholm. Books at 6 %, stationery and gift wrapping at
 * 25 %, paid by card. EFR sends the receipt data to the Infrasec cloud control unit and returns
 * its control code and manufacturing number, the register ID and the organisation number as
 * tags. Sweden prescribes no machine-readable code. The control code value is illustrative.
 */
const se: ReceiptSample = {
  id: 'SE',
  title: 'Sample receipt from Sweden (cash register with control unit)',
  locale: 'sv-SE',
  currency: 'SEK',
  cfg: {
    Cfg: {
      TaxId: 'SE556000000001',
      Nam: 'Bokhandeln Söder AB',
      Adr: 'Exempelgatan 12',
      Zip: '118 26',
      City: 'Stockholm',
      Ctry: 'SE',
      Tel: '+46 70 174 06 17',
      TL: 'SOD',
      LocN: 'Exempelgatan',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T14:06:55',
        TL: 'SOD',
        TT: '1',
        TN: '10523',
        T: 342,
        Opr: '4',
        OprN: 'Elsa',
        PosA: [
          {
            _: 'Pos',
            PN: 1,
            IN: '9789100187654',
            Dsc: 'Pocketbok: Skärgårdsvinter',
            TaxG: 'C',
            Qty: 2,
            Pri: 119,
            Amt: 238,
          },
          {
            _: 'Pos',
            PN: 2,
            IN: '7350012345678',
            Dsc: 'Anteckningsbok A5, linjerad',
            TaxG: 'A',
            Qty: 1,
            Pri: 89,
            Amt: 89,
          },
          { _: 'Pos', PN: 3, IN: '9001', Dsc: 'Presentinslagning', TaxG: 'A', Qty: 1, Pri: 15, Amt: 15 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Kort', PayG: 'card', Amt: 342 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 25, Net: 83.2, TAmt: 20.8, Amt: 104 },
          { _: 'Tax', TaxG: 'C', Prc: 6, Net: 224.53, TAmt: 13.47, Amt: 238 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 88412,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T14:06:55',
        TL: 'SOD',
        TT: '1',
        TN: '10523',
        T: 342,
        FN: '10523',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 25, Net: 83.2, TAmt: 20.8, Amt: 104 },
          { _: 'Tax', TaxG: 'C', Prc: 6, Net: 224.53, TAmt: 13.47, Amt: 238 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'OrgNr', Label: 'Org.nr', Value: '556000-0000' },
          { Name: 'KassaID', Label: 'Kassa', Value: 'SOD-1' },
          { Name: 'Kvittonr', Label: 'Kvittonr', Value: '10523' },
          { Name: 'Kontrollenhet', Label: 'Kontrollenhet', Value: 'INF0000000000' },
          { Name: 'Kontrollkod', Label: 'Kontrollkod', Value: 'K7QX2M9D4RTB8WZC1H6NJ3VF5P' },
        ],
      },
    },
  },
  footer: ['Tack för ditt köp!', 'Öppet köp i 30 dagar mot kvitto'],
  elements: [
    {
      element: 'Company name',
      source: 'cfg Cfg.Nam',
      note: '7 kap. 1 § SKVFS 2014:9.',
    },
    {
      element: 'Organisation number',
      source: 'response TraC.Fis.Tag[Name=OrgNr]',
      note: 'Derived from Cfg.TaxId; the same number EFR reports to the control unit.',
    },
    {
      element: 'Sales address',
      source: 'cfg Cfg.Adr',
      note: 'Address of the shop where the sale took place, with Cfg.Zip and Cfg.City.',
    },
    {
      element: 'Date and time of the sale',
      source: 'request Tra.ESR.D',
      note: 'Swedish local time.',
    },
    {
      element: 'Sequential receipt number',
      source: 'response TraC.Fis.Tag[Name=Kvittonr]',
      note: 'Also returned as TraC.ESR.FN.',
    },
    {
      element: 'Cash register designation',
      source: 'response TraC.Fis.Tag[Name=KassaID]',
      note: 'The register ID notified to Skatteverket.',
    },
    {
      element: 'Goods and services with quantity and price',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'Amount per line including VAT.',
    },
    {
      element: 'Total and VAT per rate',
      source: 'response TraC.ESR.TaxA',
      note: 'Only for VAT-registered sellers; total from Tra.ESR.T.',
    },
    {
      element: 'Means of payment',
      source: 'request Tra.ESR.PayA[].Dsc',
      note: 'Card, cash, Swish and so on.',
    },
    {
      element: 'Control unit manufacturing number',
      source: 'response TraC.Fis.Tag[Name=Kontrollenhet]',
      note: 'Serial of the control unit that registered the receipt.',
    },
    {
      element: 'Control code',
      source: 'response TraC.Fis.Tag[Name=Kontrollkod]',
      note: 'Not among the elements 7 kap. 1 § SKVFS 2014:9 lists; EFR returns it and the sample prints it, as we recommend.',
    },
  ],
};

export default se;
