import type { ReceiptSample } from './types';

/** A bar in Bologna: counter sale paid by debit card, with the customer's lottery code. */
const it: ReceiptSample = {
  id: 'IT',
  title: 'Sample documento commerciale from Italy (RT printer)',
  locale: 'it-IT',
  currency: 'EUR',
  cfg: {
    Cfg: {
      TaxId: 'IT01234567890',
      Nam: 'Caffè Portici S.r.l.',
      Adr: "Via dell'Esempio 41",
      Zip: '40121',
      City: 'Bologna',
      Ctry: 'IT',
      Tel: '+39 051 000 0000',
      TL: 'BO01',
      LocN: 'Caffè Portici Esempio',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T08:42:17',
        TL: 'BO01',
        TT: '1',
        TN: '30418',
        T: 18.09,
        Opr: '3',
        OprN: 'Giulia',
        IT_LotteryCode: 'K7P2X9QM',
        PosA: [
          { _: 'Pos', PN: 1, IN: '1001', Dsc: 'Cappuccino', Qty: 2, QtyU: 'pc', Pri: 1.6, Amt: 3.2, TaxG: 'B' },
          {
            _: 'Pos',
            PN: 2,
            IN: '1204',
            Dsc: 'Cornetto alla crema',
            Qty: 2,
            QtyU: 'pc',
            Pri: 1.4,
            Amt: 2.8,
            TaxG: 'B',
          },
          { _: 'Pos', PN: 3, IN: '1310', Dsc: "Spremuta d'arancia", Qty: 1, QtyU: 'pc', Pri: 3.5, Amt: 3.5, TaxG: 'B' },
          {
            _: 'Pos',
            PN: 4,
            IN: '5020',
            Dsc: 'Caffè in grani 250 g',
            Qty: 1,
            QtyU: 'pc',
            Pri: 6.9,
            Amt: 6.9,
            TaxG: 'A',
          },
          {
            _: 'Pos',
            PN: 5,
            IN: '6001',
            Dsc: 'Latte fresco intero 1 l',
            Qty: 1,
            QtyU: 'pc',
            Pri: 1.69,
            Amt: 1.69,
            TaxG: 'D',
          },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Pagamento elettronico', PayG: 'card', Amt: 18.09 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 22, Net: 5.66, TAmt: 1.24, Amt: 6.9 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 8.64, TAmt: 0.86, Amt: 9.5 },
          { _: 'Tax', TaxG: 'D', Prc: 4, Net: 1.63, TAmt: 0.06, Amt: 1.69 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 118204,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T08:42:17',
        TL: 'BO01',
        TT: '1',
        TN: '30418',
        T: 18.09,
        FN: '0147-0023',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 22, Net: 5.66, TAmt: 1.24, Amt: 6.9 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 8.64, TAmt: 0.86, Amt: 9.5 },
          { _: 'Tax', TaxG: 'D', Prc: 4, Net: 1.63, TAmt: 0.06, Amt: 1.69 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'DocType', Label: 'Documento', Value: 'DOCUMENTO COMMERCIALE di vendita o prestazione' },
          { Name: 'DocDate', Label: 'Data e ora', Value: '20-11-2026 08:42' },
          { Name: 'DocNumber', Label: 'DOCUMENTO N.', Value: '0147-0023' },
          { Name: 'RTSerial', Label: 'RT', Value: '99IEB123456' },
          { Name: 'LotteryCode', Label: 'Codice lotteria', Value: 'K7P2X9QM' },
        ],
      },
    },
  },
  footer: ['Grazie e arrivederci!'],
  elements: [
    {
      element: 'Business name and shop address',
      source: 'cfg Cfg.Nam',
      note: 'With Cfg.Adr, Cfg.Zip and Cfg.City; stored in the RT header when the printer is set up.',
    },
    { element: 'VAT number (partita IVA)', source: 'cfg Cfg.TaxId', note: 'The RT is activated for this VAT number.' },
    {
      element: 'Document type',
      source: 'response TraC.Fis.Tag[Name=DocType]',
      note: 'Sale, return (reso) or cancellation (annullo).',
    },
    {
      element: 'Date and time of issue',
      source: 'response TraC.Fis.Tag[Name=DocDate]',
      note: 'Taken from the RT clock, not from the POS.',
    },
    {
      element: 'Document number',
      source: 'response TraC.Fis.Tag[Name=DocNumber]',
      note: 'Daily closure number and sequence within the day; also in TraC.ESR.FN.',
    },
    {
      element: 'Description of goods and services',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'Generic department names are not enough.',
    },
    {
      element: 'Quantity and price',
      source: 'request Tra.ESR.PosA[].Qty',
      note: 'With the unit price Pri and the line amount Amt.',
    },
    {
      element: 'VAT rate or VAT nature per line',
      source: 'request Tra.ESR.PosA[].TaxG',
      note: 'Mapped to an RT department in the EFR profile.',
    },
    {
      element: 'Total and VAT included',
      source: 'response TraC.ESR.TaxA',
      note: 'Printed as TOTALE COMPLESSIVO (Tra.ESR.T) and DI CUI IVA.',
    },
    {
      element: 'Amount paid and payment type',
      source: 'request Tra.ESR.PayA',
      note: 'Electronic payments are printed and transmitted separately from cash.',
    },
    {
      element: 'RT serial number',
      source: 'response TraC.Fis.Tag[Name=RTSerial]',
      note: 'Matricola of the transmitting device.',
    },
    {
      element: "Customer's lottery code",
      source: 'response TraC.Fis.Tag[Name=LotteryCode]',
      note: 'Only when presented; request field Tra.ESR.IT_LotteryCode.',
    },
  ],
};

export default it;
