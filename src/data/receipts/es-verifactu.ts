import type { ReceiptSample } from './types';

/**
 * VERI*FACTU simplified invoice from a bookshop in Madrid, dated January 2027, when the obligation
 * starts for companies that pay corporate income tax. The QR encodes the AEAT verification URL.
 */
const sample: ReceiptSample = {
  id: 'ES-verifactu',
  title: 'Sample simplified invoice from Spain (VERI*FACTU)',
  locale: 'es-ES',
  currency: 'EUR',
  heading: 'FACTURA SIMPLIFICADA',
  cfg: {
    Cfg: {
      TaxId: 'B87654321',
      Nam: 'Librería Embajadores S.L.',
      Adr: 'Calle del Ejemplo 45',
      Zip: '28012',
      City: 'Madrid',
      Ctry: 'ES',
      Tel: '+34 910 000 000',
      TL: 'MAD01',
      LocN: 'Librería Embajadores',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2027-01-15T17:26:04',
        TL: 'MAD01',
        TT: '1',
        TN: '412',
        T: 36.15,
        Opr: '02',
        OprN: 'Lucía',
        PosA: [
          { _: 'Pos', PN: 1, IN: '40112', Dsc: 'Libro: Historia de Madrid', TaxG: 'C', Qty: 1, Pri: 24.9, Amt: 24.9 },
          { _: 'Pos', PN: 2, IN: '51203', Dsc: 'Cuaderno A5 cuadrícula', TaxG: 'A', Qty: 3, Pri: 2.95, Amt: 8.85 },
          { _: 'Pos', PN: 3, IN: '51877', Dsc: 'Bolígrafo azul', TaxG: 'A', Qty: 2, Pri: 1.2, Amt: 2.4 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Tarjeta', PayG: 'card', Amt: 36.15 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 21, Net: 9.3, TAmt: 1.95, Amt: 11.25 },
          { _: 'Tax', TaxG: 'C', Prc: 4, Net: 23.94, TAmt: 0.96, Amt: 24.9 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 2207,
      Result: { RC: 'OK' },
      ESR: {
        D: '2027-01-15T17:26:04',
        TL: 'MAD01',
        TT: '1',
        TN: '412',
        T: 36.15,
        FN: 'T1-2027-000412',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 21, Net: 9.3, TAmt: 1.95, Amt: 11.25 },
          { _: 'Tax', TaxG: 'C', Prc: 4, Net: 23.94, TAmt: 0.96, Amt: 24.9 },
        ],
      },
      Fis: {
        Code: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654321&numserie=T1-2027-000412&fecha=15-01-2027&importe=36.15',
        CodeType: 'QR',
        Tag: [
          { Name: 'FN', Label: 'Factura simplificada', Value: 'T1-2027-000412' },
          { Name: 'VF', Label: 'Modo', Value: 'VERI*FACTU' },
        ],
        Text: ['QR tributario:'],
      },
    },
  },
  footer: ['IVA incluido', 'Gracias por su compra'],
  // Orden HAC/1177/2024: the tax QR opens the invoice, captioned "QR tributario:" above it and
  // with the "VERI*FACTU" legend below it.
  codeLayout: { atTop: true, belowCode: ['VF'] },
  elements: [
    {
      element: 'Invoice series and number',
      source: 'response TraC.Fis.Tag[Name=FN]',
      note: 'Also the numserie parameter of the QR URL.',
    },
    { element: 'Date of issue', source: 'request Tra.ESR.D', note: 'The QR carries it as DD-MM-YYYY.' },
    { element: 'Issuer NIF', source: 'cfg Cfg.TaxId' },
    { element: 'Issuer name', source: 'cfg Cfg.Nam' },
    { element: 'Description of the goods or services', source: 'request Tra.ESR.PosA[].Dsc' },
    { element: 'VAT rate applied, or "IVA incluido"', source: 'response TraC.ESR.TaxA' },
    { element: 'Total amount', source: 'request Tra.ESR.T', note: 'The importe parameter of the QR URL.' },
    {
      element: 'Tax QR code',
      source: 'response TraC.Fis.Code',
      note: 'First QR on the document, at the top of the first page, 30 to 40 mm, quiet zone of at least 2 mm.',
    },
    {
      element: 'Caption "QR tributario:"',
      source: 'response TraC.Fis.Text[0]',
      note: 'Printed directly above the QR code.',
    },
    {
      element: 'Legend "VERI*FACTU"',
      source: 'response TraC.Fis.Tag[Name=VF]',
      note: 'Printed directly below the QR code, only in VERI*FACTU mode.',
    },
  ],
};

export default sample;
