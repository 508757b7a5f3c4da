import type { ReceiptSample } from './types';

/** A bistro in Košice: lunch registered online in eKasa, paid in cash. */
const sk: ReceiptSample = {
  id: 'SK',
  title: 'Sample cash receipt from Slovakia (eKasa)',
  locale: 'sk-SK',
  currency: 'EUR',
  heading: 'POKLADNIČNÝ DOKLAD',
  cfg: {
    Cfg: {
      TaxId: 'SK2012345678',
      Nam: 'Bistro Hlavná s.r.o.',
      Adr: 'Ukážková 58',
      Zip: '040 01',
      City: 'Košice',
      Ctry: 'SK',
      Tel: '+421 55 000 0000',
      TL: 'KE01',
      LocN: 'Bistro Hlavná',
      SK_DIC: '2012345678',
      SK_ICO: '12345678',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-21T12:18:44',
        TL: 'KE01',
        TT: '1',
        TN: '1842',
        T: 17,
        Opr: '5',
        OprN: 'Peter',
        PosA: [
          { _: 'Pos', PN: 1, IN: '11', Dsc: 'Polievka dňa', Qty: 1, QtyU: 'pc', Pri: 2.9, Amt: 2.9, TaxG: 'C' },
          { _: 'Pos', PN: 2, IN: '24', Dsc: 'Bryndzové halušky', Qty: 1, QtyU: 'pc', Pri: 8.6, Amt: 8.6, TaxG: 'C' },
          { _: 'Pos', PN: 3, IN: '61', Dsc: 'Kofola 0,5 l', Qty: 1, QtyU: 'pc', Pri: 2.8, Amt: 2.8, TaxG: 'B' },
          { _: 'Pos', PN: 4, IN: '72', Dsc: 'Pivo svetlé 0,5 l', Qty: 1, QtyU: 'pc', Pri: 2.7, Amt: 2.7, TaxG: 'A' },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Hotovosť', PayG: 'cash', Amt: 20 },
          { _: 'Pay', Dsc: 'Výdavok', PayG: 'change', Amt: -3 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 23, Net: 2.2, TAmt: 0.5, Amt: 2.7 },
          { _: 'Tax', TaxG: 'B', Prc: 19, Net: 2.35, TAmt: 0.45, Amt: 2.8 },
          { _: 'Tax', TaxG: 'C', Prc: 5, Net: 10.95, TAmt: 0.55, Amt: 11.5 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 77310,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-21T12:18:44',
        TL: 'KE01',
        TT: '1',
        TN: '1842',
        T: 17,
        FN: '1842',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 23, Net: 2.2, TAmt: 0.5, Amt: 2.7 },
          { _: 'Tax', TaxG: 'B', Prc: 19, Net: 2.35, TAmt: 0.45, Amt: 2.8 },
          { _: 'Tax', TaxG: 'C', Prc: 5, Net: 10.95, TAmt: 0.55, Amt: 11.5 },
        ],
      },
      Fis: {
        Code: 'O-64087B94974C18FC442A16D565B42415',
        CodeType: 'QR',
        Tag: [
          { Name: 'KodPokladnice', Label: 'Kód pokladnice', Value: '88812345678900001' },
          { Name: 'CisloDokladu', Label: 'Číslo dokladu', Value: '1842' },
          { Name: 'Datum', Label: 'Dátum a čas', Value: '21.11.2026 12:18:44' },
          { Name: 'UID', Label: 'UID', Value: 'O-64087B94974C18FC442A16D565B42415' },
        ],
      },
    },
  },
  footer: ['Ďakujeme za návštevu!'],
  elements: [
    {
      element: 'Seller name and address',
      source: 'cfg Cfg.Nam',
      note: 'With Cfg.Adr, Cfg.Zip and Cfg.City; the place of sale if it differs.',
    },
    { element: 'DIČ (tax identification number)', source: 'cfg Cfg.SK_DIC' },
    { element: 'IČ DPH (VAT number)', source: 'cfg Cfg.TaxId', note: 'Printed when the seller is a VAT payer.' },
    {
      element: 'Cash register code (kód pokladnice)',
      source: 'response TraC.Fis.Tag[Name=KodPokladnice]',
      note: 'Assigned by the Financial Administration when the register is registered.',
    },
    {
      element: 'Receipt number',
      source: 'response TraC.Fis.Tag[Name=CisloDokladu]',
      note: 'Continuous per register; also in TraC.ESR.FN.',
    },
    { element: 'Date and time of issue', source: 'response TraC.Fis.Tag[Name=Datum]' },
    { element: 'Items: name, quantity, price and VAT rate', source: 'request Tra.ESR.PosA' },
    { element: 'VAT summary per rate', source: 'response TraC.ESR.TaxA' },
    { element: 'Total to pay and payment', source: 'request Tra.ESR.PayA', note: 'The total is Tra.ESR.T.' },
    {
      element: 'UID (unique receipt identifier)',
      source: 'response TraC.Fis.Tag[Name=UID]',
      note: 'Offline receipts carry the PKP and OKP instead.',
    },
    { element: 'QR code', source: 'response TraC.Fis.Code', note: 'Holds the UID online, the OKP data set offline.' },
  ],
};

export default sk;
