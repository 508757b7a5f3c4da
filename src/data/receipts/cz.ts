import type { ReceiptSample } from './types';

/**
 * A bakery in Brno with the EFR EET connector switched on. No law requires these EET elements
 * as of November 2026 (EET was abolished on 1 January 2023); the sample shows what EFR prints
 * when the connector is active.
 */
const cz: ReceiptSample = {
  id: 'CZ',
  title: 'Sample receipt from the Czech Republic (EET connector)',
  locale: 'cs-CZ',
  currency: 'CZK',
  cfg: {
    Cfg: {
      TaxId: 'CZ12345678',
      Nam: 'Pekárna U Mlýna s.r.o.',
      Adr: 'Ukázková 18',
      Zip: '602 00',
      City: 'Brno',
      Ctry: 'CZ',
      Tel: '+420 500 000 000',
      TL: 'BRNO1',
      LocN: 'Pekárna U Mlýna',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T07:35:12',
        TL: 'BRNO1',
        TT: 'POK1',
        TN: '004871',
        T: 290,
        Opr: '2',
        OprN: 'Jana',
        CZ_id_provoz: 11,
        PosA: [
          { _: 'Pos', PN: 1, IN: '101', Dsc: 'Chléb kváskový 1 kg', Qty: 1, QtyU: 'pc', Pri: 69, Amt: 69, TaxG: 'B' },
          { _: 'Pos', PN: 2, IN: '110', Dsc: 'Rohlík', Qty: 6, QtyU: 'pc', Pri: 4.5, Amt: 27, TaxG: 'B' },
          { _: 'Pos', PN: 3, IN: '420', Dsc: 'Káva zrnková 250 g', Qty: 1, QtyU: 'pc', Pri: 189, Amt: 189, TaxG: 'B' },
          { _: 'Pos', PN: 4, IN: '900', Dsc: 'Nákupní taška', Qty: 1, QtyU: 'pc', Pri: 5, Amt: 5, TaxG: 'A' },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Platební karta', PayG: 'card', Amt: 290 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 21, Net: 4.13, TAmt: 0.87, Amt: 5 },
          { _: 'Tax', TaxG: 'B', Prc: 12, Net: 254.46, TAmt: 30.54, Amt: 285 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 48112,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T07:35:12',
        TL: 'BRNO1',
        TT: 'POK1',
        TN: '004871',
        T: 290,
        FN: 'd8853df7-a2c9-4911-b59e-b93028d70218-02',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 21, Net: 4.13, TAmt: 0.87, Amt: 5 },
          { _: 'Tax', TaxG: 'B', Prc: 12, Net: 254.46, TAmt: 30.54, Amt: 285 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'FIK', Label: 'FIK', Value: 'd8853df7-a2c9-4911-b59e-b93028d70218-02' },
          { Name: 'BKP', Label: 'BKP', Value: '3bfa24a6-cf19c066-17a3c2aa-90161c74-a27cd0cc' },
          { Name: 'Provozovna', Label: 'Provozovna', Value: '11' },
          { Name: 'Pokladna', Label: 'Pokladna', Value: 'POK1' },
          { Name: 'Uctenka', Label: 'Číslo účtenky', Value: '004871' },
          { Name: 'Datum', Label: 'Datum tržby', Value: '20.11.2026 07:35:12' },
          { Name: 'Rezim', Label: 'Režim tržby', Value: 'běžný' },
        ],
      },
    },
  },
  footer: ['Děkujeme za nákup!'],
  elements: [
    {
      element: 'Tax identification number (DIČ)',
      source: 'cfg Cfg.TaxId',
      note: 'Printed in the header with the business name Cfg.Nam.',
    },
    {
      element: 'Premises id (id provozovny)',
      source: 'response TraC.Fis.Tag[Name=Provozovna]',
      note: 'Sent by the POS as Tra.ESR.CZ_id_provoz.',
    },
    {
      element: 'Register id (id pokladny)',
      source: 'response TraC.Fis.Tag[Name=Pokladna]',
      note: 'Taken from the terminal id Tra.ESR.TT.',
    },
    {
      element: 'Receipt number (pořadové číslo)',
      source: 'response TraC.Fis.Tag[Name=Uctenka]',
      note: 'Taken from Tra.ESR.TN.',
    },
    { element: 'Date and time of the sale', source: 'response TraC.Fis.Tag[Name=Datum]' },
    { element: 'Total amount', source: 'request Tra.ESR.T' },
    { element: 'Mode of registration (běžný or zjednodušený)', source: 'response TraC.Fis.Tag[Name=Rezim]' },
    {
      element: 'FIK (fiscal identification code)',
      source: 'response TraC.Fis.Tag[Name=FIK]',
      note: 'Replaced by the 344-character PKP when no FIK arrived in time.',
    },
    { element: 'BKP (taxpayer security code)', source: 'response TraC.Fis.Tag[Name=BKP]', note: 'Always printed.' },
  ],
};

export default cz;
