import type { ReceiptSample } from './types';

/**
 * TicketBAI simplified invoice from a bakery café in Bilbao (Bizkaia). The TBAI identifier and the
 * QR URL carry real CRC-8 check values computed over the fictional data.
 */
const sample: ReceiptSample = {
  id: 'ES',
  title: 'Sample simplified invoice from Spain (TicketBAI, Bizkaia)',
  locale: 'es-ES',
  currency: 'EUR',
  heading: 'FACTURA SIMPLIFICADA',
  cfg: {
    Cfg: {
      TaxId: 'B12345678',
      Nam: 'Okindegi Zabala S.L.',
      Adr: 'Calle del Ejemplo 24',
      Zip: '48011',
      City: 'Bilbao',
      Ctry: 'ES',
      Tel: '+34 944 000 000',
      TL: 'BIO01',
      LocN: 'Okindegi Zabala Ejemplo',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T09:42:17',
        TL: 'BIO01',
        TT: '2',
        TN: '845',
        T: 12.5,
        Opr: '07',
        OprN: 'Miren',
        PosA: [
          { _: 'Pos', PN: 1, IN: '1001', Dsc: 'Barra de pan', TaxG: 'C', Qty: 2, Pri: 1.2, Amt: 2.4 },
          { _: 'Pos', PN: 2, IN: '2010', Dsc: 'Café con leche', TaxG: 'B', Qty: 2, Pri: 1.8, Amt: 3.6 },
          { _: 'Pos', PN: 3, IN: '3005', Dsc: 'Pintxo de tortilla', TaxG: 'B', Qty: 2, Pri: 2.5, Amt: 5 },
          { _: 'Pos', PN: 4, IN: '2101', Dsc: 'Agua mineral 50 cl', TaxG: 'B', Qty: 1, Pri: 1.5, Amt: 1.5 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Efectivo', PayG: 'cash', Amt: 20 },
          { _: 'Pay', Dsc: 'Cambio', PayG: 'change', Amt: -7.5 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 9.18, TAmt: 0.92, Amt: 10.1 },
          { _: 'Tax', TaxG: 'C', Prc: 4, Net: 2.31, TAmt: 0.09, Amt: 2.4 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 18342,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T09:42:17',
        TL: 'BIO01',
        TT: '2',
        TN: '845',
        T: 12.5,
        FN: 'TB2026-00845',
        TaxA: [
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 9.18, TAmt: 0.92, Amt: 10.1 },
          { _: 'Tax', TaxG: 'C', Prc: 4, Net: 2.31, TAmt: 0.09, Amt: 2.4 },
        ],
      },
      Fis: {
        Code: 'https://batuz.eus/QRTBAI/?id=TBAI-B12345678-201126-k3RXnY7vQ2pLw-230&s=TB2026&nf=00845&i=12.50&cr=105',
        CodeType: 'QR',
        Tag: [
          { Name: 'FN', Label: 'Factura simplificada', Value: 'TB2026-00845' },
          { Name: 'TBAI', Label: 'TicketBAI', Value: 'TBAI-B12345678-201126-k3RXnY7vQ2pLw-230' },
        ],
      },
    },
  },
  footer: ['IVA incluido', 'Eskerrik asko · Gracias por su visita'],
  elements: [
    {
      element: 'Invoice series and number',
      source: 'response TraC.Fis.Tag[Name=FN]',
      note: 'Series TB2026, number 00845; also in TraC.ESR.FN.',
    },
    { element: 'Date of issue', source: 'request Tra.ESR.D', note: 'Print the date; the time is customary.' },
    { element: 'Issuer NIF', source: 'cfg Cfg.TaxId', note: 'Must match the NIF inside the TBAI identifier.' },
    { element: 'Issuer name', source: 'cfg Cfg.Nam' },
    { element: 'Description of the goods or services', source: 'request Tra.ESR.PosA[].Dsc' },
    {
      element: 'VAT rate applied, or "IVA incluido"',
      source: 'response TraC.ESR.TaxA',
      note: 'A simplified invoice may state the rate with the note that VAT is included.',
    },
    { element: 'Total amount', source: 'request Tra.ESR.T' },
    {
      element: 'TBAI identifier',
      source: 'response TraC.Fis.Tag[Name=TBAI]',
      note: '39 characters on one line, above the QR code, in the same font as the receipt.',
    },
    {
      element: 'TBAI QR code',
      source: 'response TraC.Fis.Code',
      note: '30 to 40 mm wide, 6 mm clear margin, error correction level M.',
    },
  ],
};

export default sample;
