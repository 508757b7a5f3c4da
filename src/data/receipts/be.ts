import type { ReceiptSample } from './types';

/** A brasserie in Ghent on SCE 2.0: dinner for one table, paid in cash. */
const be: ReceiptSample = {
  id: 'BE',
  title: 'Sample VAT cash ticket from Belgium (SCE 2.0 FDM)',
  locale: 'nl-BE',
  currency: 'EUR',
  heading: 'BTW-KASTICKET',
  cfg: {
    Cfg: {
      TaxId: 'BE0123456789',
      Nam: 'Brasserie De Vlasmarkt BV',
      Adr: 'Voorbeeldstraat 12',
      Zip: '9000',
      City: 'Gent',
      Ctry: 'BE',
      Tel: '+32 9 000 00 00',
      TL: 'GENT1',
      LocN: 'Brasserie De Vlasmarkt',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-21T19:42:05',
        TL: 'GENT1',
        TT: 'K1',
        TN: '4581',
        T: 44.2,
        Opr: '07',
        OprN: 'Lotte',
        TP: '12',
        PosA: [
          { _: 'Pos', PN: 1, IN: '210', Dsc: 'Tomatensoep', Qty: 1, QtyU: 'pc', Pri: 7.5, Amt: 7.5, TaxG: 'B' },
          {
            _: 'Pos',
            PN: 2,
            IN: '305',
            Dsc: 'Stoofvlees met frietjes',
            Qty: 1,
            QtyU: 'pc',
            Pri: 22.5,
            Amt: 22.5,
            TaxG: 'B',
          },
          {
            _: 'Pos',
            PN: 3,
            IN: '512',
            Dsc: 'Westmalle Tripel 33 cl',
            Qty: 2,
            QtyU: 'pc',
            Pri: 5.2,
            Amt: 10.4,
            TaxG: 'A',
          },
          { _: 'Pos', PN: 4, IN: '540', Dsc: 'Spa Reine 50 cl', Qty: 1, QtyU: 'pc', Pri: 3.8, Amt: 3.8, TaxG: 'A' },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Contant', PayG: 'cash', Amt: 50 },
          { _: 'Pay', Dsc: 'Wisselgeld', PayG: 'change', Amt: -5.8 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 21, Net: 11.74, TAmt: 2.46, Amt: 14.2 },
          { _: 'Tax', TaxG: 'B', Prc: 12, Net: 26.79, TAmt: 3.21, Amt: 30 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 20931,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-21T19:42:05',
        TL: 'GENT1',
        TT: 'K1',
        TN: '4581',
        T: 44.2,
        FN: 'NS 1207/4581',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 21, Net: 11.74, TAmt: 2.46, Amt: 14.2 },
          { _: 'Tax', TaxG: 'B', Prc: 12, Net: 26.79, TAmt: 3.21, Amt: 30 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'FdmId', Label: 'FDM ID', Value: 'BFDM0123456' },
          { Name: 'FdmTime', Label: 'FDM datum/tijd', Value: '21/11/2026 19:42:06' },
          { Name: 'Counter', Label: 'Ticketteller', Value: 'NS 1207/4581' },
          { Name: 'Signature', Label: 'Handtekening', Value: '566650CF595BD9869B643E5D34A0698F2C6B9088' },
          { Name: 'PosId', Label: 'Kassa-ID', Value: 'CPOS0031234567' },
        ],
      },
    },
  },
  footer: ['Bedankt en tot ziens!'],
  elements: [
    {
      element: 'Heading BTW-KASTICKET',
      source: 'heading',
      note: 'Required on GKS 1.0 tickets; kept on SCE 2.0 tickets.',
    },
    {
      element: 'Name, address and VAT number',
      source: 'cfg Cfg.TaxId',
      note: 'With the name Cfg.Nam and the address Cfg.Adr.',
    },
    { element: 'Date and time of issue', source: 'request Tra.ESR.D' },
    {
      element: 'Continuous ticket number',
      source: 'request Tra.ESR.TN',
      note: 'From one unbroken series per register.',
    },
    {
      element: 'User (operator) identification',
      source: 'request Tra.ESR.Opr',
      note: 'The name in Tra.ESR.OprN is printed next to it.',
    },
    {
      element: 'Operations: description, quantity, price, VAT rate letter',
      source: 'request Tra.ESR.PosA',
      note: 'Corrections and cancellations stay on the ticket.',
    },
    { element: 'Taxable base and VAT per rate', source: 'response TraC.ESR.TaxA' },
    {
      element: 'Register identification',
      source: 'request Tra.ESR.TT',
      note: 'Required when the business uses several registers.',
    },
    { element: 'FDM identification', source: 'response TraC.Fis.Tag[Name=FdmId]' },
    { element: 'FDM date and time', source: 'response TraC.Fis.Tag[Name=FdmTime]' },
    {
      element: 'Ticket counter (event type, counter, total counter)',
      source: 'response TraC.Fis.Tag[Name=Counter]',
      note: 'Also in TraC.ESR.FN.',
    },
    { element: 'FDM signature', source: 'response TraC.Fis.Tag[Name=Signature]' },
    { element: 'Certified register (POS) identification', source: 'response TraC.Fis.Tag[Name=PosId]' },
  ],
};

export default be;
