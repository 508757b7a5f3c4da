import type { ReceiptSample } from './types';

/**
 * Austria (RKSV): a café in Salzburg, two VAT rates (20 % drinks, 10 % food served on the
 * premises), paid in cash with change. The machine-readable code follows the RKSV format
 * `_R1-AT1_<cash register id>_<receipt no.>_<date-time>_<5 rate amounts>_<encrypted turnover
 * counter>_<certificate serial>_<chain value>_<signature>`. Signature values are illustrative.
 */
const at: ReceiptSample = {
  id: 'AT',
  title: 'Sample receipt from Austria (RKSV)',
  locale: 'de-AT',
  currency: 'EUR',
  cfg: {
    Cfg: {
      TaxId: 'ATU98765432',
      Nam: 'Kaffeehaus Wallner GmbH',
      Adr: 'Beispielgasse 17',
      Zip: '5020',
      City: 'Salzburg',
      Ctry: 'AT',
      Tel: '+43 662 000000',
      TL: 'SBG1',
      LocN: 'Kaffeehaus Wallner, Beispielgasse',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T15:42:18',
        TL: 'SBG1',
        TT: 'K1',
        TN: '48213',
        T: 34.9,
        Opr: '7',
        OprN: 'Sabine',
        TP: '12',
        PosA: [
          { _: 'Pos', PN: 1, IN: '1010', Dsc: 'Wiener Melange', TaxG: 'A', Qty: 2, Pri: 4.7, Amt: 9.4 },
          { _: 'Pos', PN: 2, IN: '1020', Dsc: 'Großer Brauner', TaxG: 'A', Qty: 1, Pri: 4.9, Amt: 4.9 },
          { _: 'Pos', PN: 3, IN: '2010', Dsc: 'Sachertorte', TaxG: 'B', Qty: 2, Pri: 5.4, Amt: 10.8 },
          { _: 'Pos', PN: 4, IN: '2030', Dsc: 'Apfelstrudel mit Schlag', TaxG: 'B', Qty: 1, Pri: 5.9, Amt: 5.9 },
          { _: 'Pos', PN: 5, IN: '3005', Dsc: 'Mineralwasser 0,33 l', TaxG: 'A', Qty: 1, Pri: 3.9, Amt: 3.9 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Bar', PayG: 'cash', Amt: 35 },
          { _: 'Pay', Dsc: 'Rückgeld', PayG: 'change', Amt: -0.1 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 20, Net: 15.17, TAmt: 3.03, Amt: 18.2 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 15.18, TAmt: 1.52, Amt: 16.7 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 96117,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T15:42:18',
        TL: 'SBG1',
        TT: 'K1',
        TN: '48213',
        T: 34.9,
        FN: '48213',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 20, Net: 15.17, TAmt: 3.03, Amt: 18.2 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 15.18, TAmt: 1.52, Amt: 16.7 },
        ],
      },
      Fis: {
        Code: '_R1-AT1_SBG1-K1_48213_2026-11-20T15:42:18_18,20_16,70_0,00_0,00_0,00_bJc/9yyBnJs=_00c0ffee_cgIrbBrgjYg=_4UWIqOKJ+6buH8CpdAkH/0Xop8hcFQ0/HoyTGk7MlNyRaWEUQ5tynQScXArxoDlA/PoEmWxg/EXs38rw8PJNkg==',
        CodeType: 'QR',
        Tag: [
          { Name: 'KassenID', Label: 'Kassen-ID', Value: 'SBG1-K1' },
          { Name: 'BelegNr', Label: 'Beleg-Nr.', Value: '48213' },
          { Name: 'ZertNr', Label: 'Zertifikat', Value: '00c0ffee' },
        ],
      },
    },
  },
  footer: ['Vielen Dank für Ihren Besuch!', 'UID ATU98765432'],
  elements: [
    {
      element: 'Name of the business',
      source: 'cfg Cfg.Nam',
      note: '§ 132a(3) BAO: a clear designation of the business that issues the receipt.',
    },
    {
      element: 'Cash register ID',
      source: 'response TraC.Fis.Tag[Name=KassenID]',
      note: 'The ID registered in FinanzOnline; EFR builds it from TL and TT.',
    },
    {
      element: 'Sequential receipt number',
      source: 'response TraC.Fis.Tag[Name=BelegNr]',
      note: 'Unique and gapless per cash register; taken from TN.',
    },
    {
      element: 'Date and time of issue',
      source: 'request Tra.ESR.D',
      note: 'Printed as sent by the POS; the same value is signed in the code.',
    },
    {
      element: 'Quantity and usual description of each item',
      source: 'request Tra.ESR.PosA[].Dsc, Qty',
      note: 'Retailers and market traders may print one of 15 product groups instead of the article.',
    },
    {
      element: 'Amount paid',
      source: 'request Tra.ESR.T',
      note: 'Receipt total including VAT.',
    },
    {
      element: 'Amounts split by VAT rate',
      source: 'response TraC.ESR.TaxA',
      note: 'Gross, net and tax per rate; the code carries the gross amount per RKSV rate slot.',
    },
    {
      element: 'Machine-readable code',
      source: 'response TraC.Fis.Code',
      note: 'RKSV QR code with the signed receipt data.',
    },
    {
      element: 'Note "Sicherheitseinrichtung ausgefallen"',
      source: 'response TraC.Fis.Text',
      note: 'Only while the signature device has failed; print every line EFR returns.',
      conditional: true,
    },
  ],
};

export default at;
