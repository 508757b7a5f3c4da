import type { ReceiptSample } from './types';

/**
 * Fatura simplificada from a grocery in Porto (mainland rates 6 %, 13 % and 23 %). The QR string
 * follows the AT specification (fields A to S); Q holds characters 1, 11, 21 and 31 of the
 * signature in Fis.Signature.
 */
const sample: ReceiptSample = {
  id: 'PT',
  title: 'Sample simplified invoice from Portugal (ATCUD and QR code)',
  locale: 'pt-PT',
  currency: 'EUR',
  heading: 'FATURA SIMPLIFICADA',
  cfg: {
    Cfg: {
      TaxId: '501234567',
      Nam: 'Mercearia do Bolhão, Lda.',
      Adr: 'Rua do Exemplo 210',
      Zip: '4000-248',
      City: 'Porto',
      Ctry: 'PT',
      Tel: '+351 220 000 000',
      TL: 'PRT01',
      LocN: 'Mercearia do Bolhão',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T18:05:33',
        TL: 'PRT01',
        TT: '1',
        TN: '1847',
        T: 12.43,
        Opr: '03',
        OprN: 'Joana',
        PosA: [
          { _: 'Pos', PN: 1, IN: '10234', Dsc: 'Pão de forma', TaxG: 'C', Qty: 1, Pri: 1.89, Amt: 1.89 },
          { _: 'Pos', PN: 2, IN: '10871', Dsc: 'Leite meio-gordo 1 L', TaxG: 'C', Qty: 2, Pri: 0.85, Amt: 1.7 },
          { _: 'Pos', PN: 3, IN: '30412', Dsc: 'Vinho tinto Douro 75 cl', TaxG: 'B', Qty: 1, Pri: 6.49, Amt: 6.49 },
          { _: 'Pos', PN: 4, IN: '50233', Dsc: 'Detergente loiça 500 ml', TaxG: 'A', Qty: 1, Pri: 2.35, Amt: 2.35 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Numerário', PayG: 'cash', Amt: 15 },
          { _: 'Pay', Dsc: 'Troco', PayG: 'change', Amt: -2.57 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 23, Net: 1.91, TAmt: 0.44, Amt: 2.35 },
          { _: 'Tax', TaxG: 'B', Prc: 13, Net: 5.74, TAmt: 0.75, Amt: 6.49 },
          { _: 'Tax', TaxG: 'C', Prc: 6, Net: 3.39, TAmt: 0.2, Amt: 3.59 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 40931,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T18:05:33',
        TL: 'PRT01',
        TT: '1',
        TN: '1847',
        T: 12.43,
        FN: 'FS P1A2026/1847',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 23, Net: 1.91, TAmt: 0.44, Amt: 2.35 },
          { _: 'Tax', TaxG: 'B', Prc: 13, Net: 5.74, TAmt: 0.75, Amt: 6.49 },
          { _: 'Tax', TaxG: 'C', Prc: 6, Net: 3.39, TAmt: 0.2, Amt: 3.59 },
        ],
      },
      Fis: {
        Code: 'A:501234567*B:999999990*C:PT*D:FS*E:N*F:20261120*G:FS P1A2026/1847*H:JJ4K7M2X-1847*I1:PT*I3:3.39*I4:0.20*I5:5.74*I6:0.75*I7:1.91*I8:0.44*N:1.39*O:12.43*Q:Dl74*R:0000',
        CodeType: 'QR',
        Tag: [
          { Name: 'FN', Label: 'Fatura simplificada', Value: 'FS P1A2026/1847' },
          { Name: 'ATCUD', Label: 'ATCUD', Value: 'JJ4K7M2X-1847' },
          { Name: 'Hash', Label: 'Assinatura', Value: 'Dl74-Processado por programa certificado n.º 0000/AT' },
        ],
        Signature:
          'D9Ojaw5OeWlKbDghAu787MJgqHzGGT4UC9LqACuSkz+UFAYWUl9M0VsufOzlPXWa5i48DfzwM8Tv7tWCCnXe1oyBIAmGDCoZSLZlf1SRRkE1qpzWDv9MU/jf6VWIPKIsRkUa6tDz5tTLHmsliAOXpCBLV/LYYXTDs0SbAmqyGYI=',
      },
    },
  },
  footer: ['IVA incluído', 'Obrigado pela sua preferência'],
  elements: [
    { element: 'Issuer name and NIF', source: 'cfg Cfg.Nam, Cfg.TaxId' },
    {
      element: 'Document type, series and number',
      source: 'response TraC.Fis.Tag[Name=FN]',
      note: 'FS = fatura simplificada; also in TraC.ESR.FN.',
    },
    { element: 'Date of issue', source: 'request Tra.ESR.D' },
    { element: 'Description and quantity of the goods', source: 'request Tra.ESR.PosA[].Dsc, Qty' },
    {
      element: 'Price and VAT rate per line',
      source: 'request Tra.ESR.PosA[].Amt, TaxG',
      note: 'Print the rate, not only the group letter.',
    },
    { element: 'VAT amount per rate', source: 'response TraC.ESR.TaxA' },
    { element: 'Total', source: 'request Tra.ESR.T' },
    {
      element: 'ATCUD',
      source: 'response TraC.Fis.Tag[Name=ATCUD]',
      note: 'Printed as "ATCUD:JJ4K7M2X-1847" on every page, directly above the QR code.',
    },
    {
      element: 'QR code',
      source: 'response TraC.Fis.Code',
      note: 'At least 30 x 30 mm with a 2.5 mm margin, error correction level M.',
    },
    {
      element: 'Hash extract and certificate number',
      source: 'response TraC.Fis.Tag[Name=Hash]',
      note: 'Four characters of the signature followed by the certified-software statement.',
    },
  ],
};

export default sample;
