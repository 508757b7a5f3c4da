import type { ReceiptSample } from './types';

/**
 * Germany (KassenSichV): a bakery in Leipzig, 7 % on food and 19 % on coffee drinks, paid in
 * cash with change. The TSE transaction was opened with TraS at the first item (TID 48271).
 * The QR code follows the DSFinV-K receipt code layout:
 * `V0;<client id>;<process type>;<process data>;<transaction no.>;<signature counter>;<start>;<end>;
 * <algorithm>;<time format>;<signature>;<public key>`. Signature values are illustrative.
 */
const de: ReceiptSample = {
  id: 'DE',
  title: 'Sample receipt from Germany (KassenSichV, TSE)',
  locale: 'de-DE',
  currency: 'EUR',
  cfg: {
    Cfg: {
      TaxId: 'DE987654321',
      Nam: 'Bäckerei Hollmann GmbH',
      Adr: 'Musterstraße 48',
      Zip: '04275',
      City: 'Leipzig',
      Ctry: 'DE',
      Tel: '+49 341 0000000',
      TL: 'LE01',
      LocN: 'Filiale Südvorstadt',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T08:14:52',
        TL: 'LE01',
        TT: '2',
        TN: '118734',
        TID: 48271,
        T: 15.1,
        Opr: '3',
        OprN: 'Jana',
        PosA: [
          { _: 'Pos', PN: 1, IN: '100', Dsc: 'Weizenbrötchen', TaxG: 'B', Qty: 4, Pri: 0.5, Amt: 2 },
          { _: 'Pos', PN: 2, IN: '215', Dsc: 'Roggenmischbrot 750 g', TaxG: 'B', Qty: 1, Pri: 4.45, Amt: 4.45 },
          { _: 'Pos', PN: 3, IN: '140', Dsc: 'Butterbrezel', TaxG: 'B', Qty: 1, Pri: 1.85, Amt: 1.85 },
          { _: 'Pos', PN: 4, IN: '510', Dsc: 'Cappuccino to go', TaxG: 'A', Qty: 2, Pri: 3.4, Amt: 6.8 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Bar', PayG: 'cash', Amt: 20 },
          { _: 'Pay', Dsc: 'Rückgeld', PayG: 'change', Amt: -4.9 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 19, Net: 5.71, TAmt: 1.09, Amt: 6.8 },
          { _: 'Tax', TaxG: 'B', Prc: 7, Net: 7.76, TAmt: 0.54, Amt: 8.3 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 230418,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T08:14:52',
        TL: 'LE01',
        TT: '2',
        TN: '118734',
        T: 15.1,
        FN: '48271',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 19, Net: 5.71, TAmt: 1.09, Amt: 6.8 },
          { _: 'Tax', TaxG: 'B', Prc: 7, Net: 7.76, TAmt: 0.54, Amt: 8.3 },
        ],
      },
      Fis: {
        Code: 'V0;BHL-LE01-K2;Kassenbeleg-V1;Beleg^6.80_8.30_0.00_0.00_0.00^15.10:Bar;48271;97114;2026-11-20T07:13:21.000Z;2026-11-20T07:14:52.000Z;ecdsa-plain-SHA384;utcTime;s/DbwVpeQVyua35jpD6+1KTAtPyPPQ/F8yY40i/n8Cx0ooz7aW26UQwdAR+sUfD4dbwhTPBso6p/ax6OYm3CdlXWCg2VDiZlEBFnjB4pd1cdaGLUd01FuilpINTZlV/4;BNvipKSOY8w7544reTxHIW/t5DcrryFFDaKLW7jvcUyqdsMIgyqoECkmy1fgWQdG5paMYWfDirW4yvdLgXmv9BouYeMX34+oZVmg4y68JgQBZ9k3+ctStOtMDd3hmBmU4w==',
        CodeType: 'QR',
        Tag: [
          { Name: 'KSNr', Label: 'Kassen-Seriennr.', Value: 'BHL-LE01-K2' },
          {
            Name: 'TSE',
            Label: 'TSE-Seriennr.',
            Value: 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef',
          },
          { Name: 'TrNr', Label: 'TSE-Transaktion', Value: '48271' },
          { Name: 'SigZ', Label: 'Signaturzähler', Value: '97114' },
          { Name: 'Beg', Label: 'Start', Value: '2026-11-20T08:13:21+01:00' },
          { Name: 'Ende', Label: 'Ende', Value: '2026-11-20T08:14:52+01:00' },
          {
            Name: 'Sign',
            Label: 'Signatur',
            Value:
              's/DbwVpeQVyua35jpD6+1KTAtPyPPQ/F8yY40i/n8Cx0ooz7aW26UQwdAR+sUfD4dbwhTPBso6p/ax6OYm3CdlXWCg2VDiZlEBFnjB4pd1cdaGLUd01FuilpINTZlV/4',
          },
        ],
      },
    },
  },
  footer: ['Vielen Dank für Ihren Einkauf!', 'St.-Nr. 231/114/52817'],
  elements: [
    {
      element: 'Full name and address of the seller',
      source: 'cfg Cfg.Nam, Cfg.Adr, Cfg.Zip, Cfg.City',
      note: '§ 6 KassenSichV; printed in the receipt header.',
    },
    {
      element: 'Date of issue',
      source: 'request Tra.ESR.D',
      note: 'Date the receipt is issued.',
    },
    {
      element: 'Start time of the transaction',
      source: 'response TraC.Fis.Tag[Name=Beg]',
      note: 'Time the TSE transaction was opened by TraS at the first item.',
    },
    {
      element: 'End time of the transaction',
      source: 'response TraC.Fis.Tag[Name=Ende]',
      note: 'Time the TSE finished the transaction.',
    },
    {
      element: 'Quantity and type of goods or services',
      source: 'request Tra.ESR.PosA[].Dsc, Qty',
      note: 'A trade name is enough if it identifies the item.',
    },
    {
      element: 'TSE transaction number',
      source: 'response TraC.Fis.Tag[Name=TrNr]',
      note: 'Also returned as TraC.ESR.FN.',
    },
    {
      element: 'Payment amount and VAT amount per rate',
      source: 'response TraC.ESR.TaxA',
      note: 'Gross, net and tax per rate; a note on the exemption for tax-free sales.',
    },
    {
      element: 'Serial number of the recording system',
      source: 'response TraC.Fis.Tag[Name=KSNr]',
      note: 'The client ID under which EFR registered the till at the TSE (TSE_ClientId).',
    },
    {
      element: 'Serial number of the TSE',
      source: 'response TraC.Fis.Tag[Name=TSE]',
      note: 'Hash of the TSE public key, as reported in the ELSTER notification.',
    },
    {
      element: 'Signature counter',
      source: 'response TraC.Fis.Tag[Name=SigZ]',
      note: 'Counter of the TSE at the end of the transaction.',
    },
    {
      element: 'Signature value (Prüfwert)',
      source: 'response TraC.Fis.Tag[Name=Sign]',
      note: 'Base64 signature of the TSE.',
    },
    {
      element: 'QR code (optional, recommended)',
      source: 'response TraC.Fis.Code',
      note: 'DSFinV-K receipt code; auditors scan it first, so print it even though clear text would suffice.',
    },
  ],
};

export default de;
