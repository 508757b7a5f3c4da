import type { ReceiptSample } from './types';

/** A bakery in Ljubljana: counter sale confirmed by FURS in real time, paid in cash. */
const si: ReceiptSample = {
  id: 'SI',
  title: 'Sample invoice from Slovenia (FURS fiscal verification)',
  locale: 'sl-SI',
  currency: 'EUR',
  heading: 'RAČUN',
  cfg: {
    Cfg: {
      TaxId: 'SI12345678',
      Nam: 'Pekarna Zlati klas d.o.o.',
      Adr: 'Vzorčna ulica 24',
      Zip: '1000',
      City: 'Ljubljana',
      Ctry: 'SI',
      Tel: '+386 1 000 00 00',
      TL: 'PE1',
      LocN: 'Pekarna Zlati klas Vzorčna',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T10:15:42',
        TL: 'PE1',
        TT: 'BL2',
        TN: '1532',
        T: 12.17,
        Opr: '4',
        OprN: 'Maja',
        OprTIN: '61420875',
        PosA: [
          { _: 'Pos', PN: 1, IN: '1003', Dsc: 'Ajdov kruh 500 g', Qty: 1, QtyU: 'pc', Pri: 3.2, Amt: 3.2, TaxG: 'B' },
          { _: 'Pos', PN: 2, IN: '2110', Dsc: 'Burek s sirom', Qty: 2, QtyU: 'pc', Pri: 2.4, Amt: 4.8, TaxG: 'B' },
          {
            _: 'Pos',
            PN: 3,
            IN: '3040',
            Dsc: 'Jogurt navadni 180 g',
            Qty: 2,
            QtyU: 'pc',
            Pri: 1.09,
            Amt: 2.18,
            TaxG: 'B',
          },
          {
            _: 'Pos',
            PN: 4,
            IN: '9015',
            Dsc: 'Papirnati prtički 50 kos',
            Qty: 1,
            QtyU: 'pc',
            Pri: 1.99,
            Amt: 1.99,
            TaxG: 'A',
          },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Gotovina', PayG: 'cash', Amt: 20 },
          { _: 'Pay', Dsc: 'Vračilo', PayG: 'change', Amt: -7.83 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 22, Net: 1.63, TAmt: 0.36, Amt: 1.99 },
          { _: 'Tax', TaxG: 'B', Prc: 9.5, Net: 9.3, TAmt: 0.88, Amt: 10.18 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 61544,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T10:15:42',
        TL: 'PE1',
        TT: 'BL2',
        TN: '1532',
        T: 12.17,
        FN: 'PE1-BL2-1532',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 22, Net: 1.63, TAmt: 0.36, Amt: 1.99 },
          { _: 'Tax', TaxG: 'B', Prc: 9.5, Net: 9.3, TAmt: 0.88, Amt: 10.18 },
        ],
      },
      Fis: {
        Code: '059352346330949199429748505423040024812123456782611201015429',
        CodeType: 'QR',
        Tag: [
          { Name: 'InvoiceNo', Label: 'Številka računa', Value: 'PE1-BL2-1532' },
          { Name: 'Operator', Label: 'Oznaka operaterja', Value: '4' },
          { Name: 'ZOI', Label: 'ZOI', Value: '2ca6d89a753e00dfca72da0a62b510ec' },
          { Name: 'EOR', Label: 'EOR', Value: 'b0b1ce43-7cec-4fb6-a53d-674406362ed6' },
        ],
      },
    },
  },
  footer: ['Hvala za nakup!'],
  elements: [
    {
      element: 'Seller name, address and tax number',
      source: 'cfg Cfg.TaxId',
      note: 'With Cfg.Nam and Cfg.Adr in the header.',
    },
    {
      element: 'Invoice number (premises, device, sequence)',
      source: 'response TraC.Fis.Tag[Name=InvoiceNo]',
      note: 'Built from Tra.ESR.TL, Tra.ESR.TT and Tra.ESR.TN; also in TraC.ESR.FN.',
    },
    { element: 'Date and time of issue', source: 'request Tra.ESR.D' },
    { element: 'Items, quantities, prices and VAT rates', source: 'request Tra.ESR.PosA' },
    { element: 'VAT summary per rate', source: 'response TraC.ESR.TaxA' },
    {
      element: 'Operator who issued the invoice',
      source: 'response TraC.Fis.Tag[Name=Operator]',
      note: "FURS receives the operator's tax number Tra.ESR.OprTIN; the receipt shows the operator mark.",
    },
    {
      element: 'ZOI (issuer protective mark)',
      source: 'response TraC.Fis.Tag[Name=ZOI]',
      note: '32 hexadecimal characters.',
    },
    {
      element: 'EOR (unique invoice identification mark)',
      source: 'response TraC.Fis.Tag[Name=EOR]',
      note: 'Missing when FURS did not answer; EFR sends the invoice later.',
    },
    {
      element: 'Machine-readable code',
      source: 'response TraC.Fis.Code',
      note: '60 digits: ZOI in decimal, tax number, date and time, check digit.',
    },
  ],
};

export default si;
