import type { ReceiptSample } from './types';

/**
 * Poland (online cash register): a delicatessen in Kraków. Bread and cheese at 5 %, coffee and
 * beer at 23 %, paid in cash with change. The online fiscal printer prints the fiscal receipt
 * itself, including the fiscal logo and the register's unique number; EFR returns the printer's
 * document numbers. Polish receipts carry no machine-readable code.
 */
const pl: ReceiptSample = {
  id: 'PL',
  title: 'Sample receipt from Poland (online fiscal printer)',
  locale: 'pl-PL',
  currency: 'PLN',
  heading: 'PARAGON FISKALNY',
  cfg: {
    Cfg: {
      TaxId: '1234567890',
      Nam: 'Delikatesy Pod Lipami Sp. z o.o.',
      Adr: 'ul. Przykładowa 12',
      Zip: '31-019',
      City: 'Kraków',
      Ctry: 'PL',
      Tel: '+48 12 000 00 00',
      TL: 'KRK1',
      LocN: 'Sklep Przykładowa',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-17T17:23:40',
        TL: 'KRK1',
        TT: '1',
        TN: '3187',
        T: 75.94,
        Opr: '2',
        OprN: 'Anna',
        PosA: [
          { _: 'Pos', PN: 1, IN: '5901234123457', Dsc: 'Chleb żytni 600 g', TaxG: 'C', Qty: 1, Pri: 8.99, Amt: 8.99 },
          {
            _: 'Pos',
            PN: 2,
            IN: '5900512300108',
            Dsc: 'Ser gouda plastry 150 g',
            TaxG: 'C',
            Qty: 2,
            Pri: 7.49,
            Amt: 14.98,
          },
          {
            _: 'Pos',
            PN: 3,
            IN: '5901520000026',
            Dsc: 'Kawa ziarnista 500 g',
            TaxG: 'A',
            Qty: 1,
            Pri: 42.99,
            Amt: 42.99,
          },
          { _: 'Pos', PN: 4, IN: '5900490000182', Dsc: 'Piwo jasne 0,5 l', TaxG: 'A', Qty: 2, Pri: 4.49, Amt: 8.98 },
        ],
        PayA: [
          { _: 'Pay', Dsc: 'Gotówka', PayG: 'cash', Amt: 100 },
          { _: 'Pay', Dsc: 'Reszta', PayG: 'change', Amt: -24.06 },
        ],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 23, Net: 42.25, TAmt: 9.72, Amt: 51.97 },
          { _: 'Tax', TaxG: 'C', Prc: 5, Net: 22.83, TAmt: 1.14, Amt: 23.97 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 15290,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-17T17:23:40',
        TL: 'KRK1',
        TT: '1',
        TN: '3187',
        T: 75.94,
        FN: '3187',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 23, Net: 42.25, TAmt: 9.72, Amt: 51.97 },
          { _: 'Tax', TaxG: 'C', Prc: 5, Net: 22.83, TAmt: 1.14, Amt: 23.97 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'NrParagonu', Label: 'Paragon nr', Value: '3187' },
          { Name: 'NrWydruku', Label: 'Nr wydruku', Value: '004127' },
          { Name: 'Kasa', Label: 'Kasa', Value: '1' },
          { Name: 'NrUnikatowy', Label: 'Nr unikatowy', Value: 'BFC 21034567' },
        ],
      },
    },
  },
  footer: ['Dziękujemy za zakupy!'],
  elements: [
    {
      element: 'Seller name and point-of-sale address',
      source: 'cfg Cfg.Nam',
      note: 'Stored in the printer header at fiscalisation; EFR sends Cfg.Adr, Cfg.Zip and Cfg.City.',
    },
    {
      element: 'Seller NIP',
      source: 'cfg Cfg.TaxId',
      note: 'Stored irreversibly in the fiscal memory at fiscalisation.',
    },
    {
      element: 'Document number',
      source: 'response TraC.Fis.Tag[Name=NrWydruku]',
      note: 'Running print number of the printer.',
    },
    {
      element: 'Date and time',
      source: 'request Tra.ESR.D',
      note: 'The printer prints the time of its own clock, which the tax office can synchronise; the sale time sent in D should match it.',
    },
    {
      element: 'Heading "PARAGON FISKALNY"',
      source: 'heading',
      note: 'Printed by the printer between the header and the item lines.',
    },
    {
      element: 'Item names, quantities, prices and VAT letter',
      source: 'request Tra.ESR.PosA[].Dsc',
      note: 'Names must identify the goods unambiguously.',
    },
    {
      element: 'Receipt number',
      source: 'response TraC.Fis.Tag[Name=NrParagonu]',
      note: 'Also returned as TraC.ESR.FN.',
    },
    {
      element: 'VAT totals per rate and total',
      source: 'response TraC.ESR.TaxA',
      note: 'SPRZEDAŻ OPODATKOWANA and PTU per letter, then SUMA PTU and SUMA PLN.',
    },
    {
      element: 'Register number and unique number with fiscal logo',
      source: 'response TraC.Fis.Tag[Name=NrUnikatowy]',
      note: 'Three letters and eight digits, printed by the printer next to the PL logo.',
    },
  ],
};

export default pl;
