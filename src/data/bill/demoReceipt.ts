import type { BillDemo } from './types';

/**
 * The receipt every layout preview renders: a fictional café in Vienna, paid by card, with a
 * customer card number. The request and response follow static/schemas/efr.schema.json (the
 * bill data test validates them); the fiscal block is shortened for display.
 */
export const demoReceipt: BillDemo = {
  locale: 'en-GB',
  currency: 'EUR',
  cfg: {
    Cfg: {
      TaxId: 'ATU12345678',
      Nam: 'Lindenhof Bakery & Café',
      Adr: 'Beispielgasse 12',
      Zip: '1070',
      City: 'Vienna',
      Ctry: 'AT',
      Tel: '+43 1 000 0000',
      TL: '12',
      LocN: 'Lindenhof Neubau',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T17:42:05',
        TL: '12',
        TT: '3',
        TN: '048213',
        T: 22.1,
        OprN: 'Mia',
        XID: 'LH-000815',
        Ctm: { CN: 'LH-000815' },
        PosA: [
          { _: 'Pos', PN: 1, IN: '1001', Dsc: 'Cappuccino', TaxG: 'A', Qty: 2, Pri: 3.8, Amt: 7.6 },
          { _: 'Pos', PN: 2, IN: '1004', Dsc: 'Orange juice, fresh', TaxG: 'A', Qty: 1, Pri: 3.5, Amt: 3.5 },
          { _: 'Pos', PN: 3, IN: '2010', Dsc: 'Apple strudel', TaxG: 'B', Qty: 1, Pri: 4.9, Amt: 4.9 },
          { _: 'Pos', PN: 4, IN: '3002', Dsc: 'Sourdough loaf, 750 g', TaxG: 'B', Qty: 1, Pri: 6.1, Amt: 6.1 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Debit card', PayG: 'card', Amt: 22.1 }],
      },
    },
  },
  response: {
    TraC: {
      SQ: 48213,
      Result: { RC: 'OK' },
      ESR: {
        TN: '048213',
        FN: 'LH-3-048213',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 20, Net: 9.25, TAmt: 1.85, Amt: 11.1 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 10, TAmt: 1, Amt: 11 },
        ],
      },
      Fis: {
        Code: '_R1-AT1_LH-3_048213_2026-11-20T17:42:05_11,10_11,00_0,00_0,00_0,00_q0MrDnlk2xU=_4a8f21c7_oN0vA6Hc5s4=_Wm9k3QpT8bV2sL1xYc7nR0eU5aHg6jKd4fB9tZ2w',
        CodeType: 'QR',
        Tag: [
          { Name: 'CashRegister', Label: 'Cash register', Value: 'LH-3' },
          { Name: 'Certificate', Label: 'Certificate serial', Value: '4a8f21c7' },
        ],
      },
    },
  },
  location: {
    name: 'Lindenhof Neubau',
    phone: '+43 1 000 0000',
    openingHours: [
      { days: 'Mon–Fri', opens: '07:00', closes: '19:00' },
      { days: 'Sat', opens: '08:00', closes: '17:00' },
      { days: 'Sun', opens: '09:00', closes: '13:00' },
      { days: '24 Dec', opens: '07:00', closes: '12:00' },
      { days: '25–26 Dec' },
    ],
  },
  documentHandle: 'b7Qe2LmX9tRk4WcZ',
};
