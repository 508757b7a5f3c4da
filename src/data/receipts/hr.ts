import type { ReceiptSample } from './types';

/**
 * Croatia (Fiscalisation Act): a bookshop in Zagreb. A book at 5 %, notebooks and pens at 25 %,
 * paid in cash with change. EFR computes the issuer's protective code (ZKI), sends the invoice to
 * the Tax Administration and returns the unique invoice identifier (JIR). The QR code carries the
 * Tax Administration's check URL with the JIR, the date and time (yyyyMMdd_HHmm) and the total in
 * cents. ZKI and JIR values are illustrative.
 */
const hr: ReceiptSample = {
  id: 'HR',
  title: 'Sample receipt from Croatia (real-time fiscalisation)',
  locale: 'hr-HR',
  currency: 'EUR',
  cfg: {
    Cfg: {
      TaxId: 'HR12345678901',
      Nam: 'Knjižara Gornji Grad d.o.o.',
      Adr: 'Primjerna ulica 12',
      Zip: '10000',
      City: 'Zagreb',
      Ctry: 'HR',
      Tel: '+385 1 000 0000',
      TL: 'ZG01',
      LocN: 'Poslovnica Primjerna',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-18T10:42:09',
        TL: 'ZG01',
        TT: '1',
        TN: '58',
        T: 28.4,
        Opr: 'IVA',
        OprN: 'Ivana',
        OprTIN: '69435151530',
        PosA: [
          { _: 'Pos', PN: 1, IN: '9789532123456', Dsc: 'Priče iz davnine', TaxG: 'C', Qty: 1, Pri: 18.5, Amt: 18.5 },
          { _: 'Pos', PN: 2, IN: '3850123456781', Dsc: 'Bilježnica A5', TaxG: 'A', Qty: 3, Pri: 2.4, Amt: 7.2 },
          { _: 'Pos', PN: 3, IN: '3850123456798', Dsc: 'Kemijska olovka', TaxG: 'A', Qty: 2, Pri: 1.35, Amt: 2.7 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Gotovina', PayG: 'cash', Amt: 30 },
          { _: 'Pay', Dsc: 'Ostatak', PayG: 'change', Amt: -1.6 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 25, Net: 7.92, TAmt: 1.98, Amt: 9.9 },
          { _: 'Tax', TaxG: 'C', Prc: 5, Net: 17.62, TAmt: 0.88, Amt: 18.5 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 7318,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-18T10:42:09',
        TL: 'ZG01',
        TT: '1',
        TN: '58',
        T: 28.4,
        FN: '58/ZG01/1',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 25, Net: 7.92, TAmt: 1.98, Amt: 9.9 },
          { _: 'Tax', TaxG: 'C', Prc: 5, Net: 17.62, TAmt: 0.88, Amt: 18.5 },
        ],
      },
      Fis: {
        Code: 'https://porezna.gov.hr/rn?jir=b7c41e2a-6f03-4d9b-a815-3e2f90c7d164&datv=20261118_1042&izn=2840',
        CodeType: 'QR',
        Tag: [
          { Name: 'BrRacuna', Label: 'Račun br.', Value: '58/ZG01/1' },
          { Name: 'Operater', Label: 'Operater', Value: 'IVA' },
          { Name: 'NacinPlacanja', Label: 'Način plaćanja', Value: 'Gotovina' },
          { Name: 'ZKI', Label: 'ZKI', Value: '9e4c1f0a7b52d83e61c0f4a92d7b3e58' },
          { Name: 'JIR', Label: 'JIR', Value: 'b7c41e2a-6f03-4d9b-a815-3e2f90c7d164' },
        ],
      },
    },
  },
  footer: ['Hvala na kupnji!', 'Reklamacije uz račun u roku od 8 dana'],
  elements: [
    {
      element: 'Seller name, address and OIB',
      source: 'cfg Cfg.TaxId',
      note: 'Print Cfg.Nam and the address above; the OIB is Cfg.TaxId without the HR prefix.',
    },
    {
      element: 'Invoice number (number/premises/device)',
      source: 'response TraC.Fis.Tag[Name=BrRacuna]',
      note: 'Sequential number, business premises label (TL) and charging device label (TT); also TraC.ESR.FN.',
    },
    {
      element: 'Date and time of issue (hours and minutes)',
      source: 'request Tra.ESR.D',
      note: 'The same moment goes into the ZKI and the QR code.',
    },
    {
      element: 'Items, quantities and prices',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'With the VAT group of each line.',
    },
    {
      element: 'VAT base and amount per rate, total',
      source: 'response TraC.ESR.TaxA',
      note: 'Total from Tra.ESR.T.',
    },
    {
      element: 'Operator label',
      source: 'response TraC.Fis.Tag[Name=Operater]',
      note: 'From Tra.ESR.Opr; the operator’s OIB (OprTIN) goes to the Tax Administration, not on the receipt.',
    },
    {
      element: 'Payment method',
      source: 'response TraC.Fis.Tag[Name=NacinPlacanja]',
      note: 'Mapped by EFR from PayG: cash, card, transfer or other.',
    },
    {
      element: 'Issuer’s protective code (ZKI)',
      source: 'response TraC.Fis.Tag[Name=ZKI]',
      note: '32 hexadecimal characters computed by EFR with the fiscalisation certificate.',
    },
    {
      element: 'Unique invoice identifier (JIR)',
      source: 'response TraC.Fis.Tag[Name=JIR]',
      note: 'Returned by the Tax Administration; missing while the service is unreachable.',
    },
    {
      element: 'QR code',
      source: 'response TraC.Fis.Code',
      note: 'Check URL with JIR (or ZKI while no JIR exists), date and time, and total.',
    },
  ],
};

export default hr;
