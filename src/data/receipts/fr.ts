import type { ReceiptSample } from './types';

/**
 * Ticket from a bakery in Lyon (VAT 5.5 % on bread, 10 % on food for immediate consumption,
 * 20 % on the bag). France prescribes no code on the receipt; EFR returns the ticket number,
 * a signature extract and the certification mark as tags.
 */
const sample: ReceiptSample = {
  id: 'FR',
  title: 'Sample receipt from France (NF525)',
  locale: 'fr-FR',
  currency: 'EUR',
  heading: 'TICKET DE CAISSE',
  cfg: {
    Cfg: {
      TaxId: 'FR32123456789',
      Nam: 'Boulangerie des Canuts SARL',
      Adr: "14 rue de l'Exemple",
      Zip: '69004',
      City: 'Lyon',
      Ctry: 'FR',
      Tel: '+33 4 78 00 00 00',
      TL: 'LYO01',
      LocN: 'Boulangerie des Canuts',
      FR_SIRET: '12345678900017',
      FR_NAF: '1071C',
    },
  },
  request: {
    Tra: {
      ESR: {
        D: '2026-11-20T08:14:52',
        TL: 'LYO01',
        TT: '1',
        TN: '4817',
        T: 15.3,
        Opr: '05',
        OprN: 'Camille',
        FR_OperationType: 'vente',
        PosA: [
          { _: 'Pos', PN: 1, IN: '101', Dsc: 'Baguette tradition', TaxG: 'C', Qty: 3, Pri: 1.3, Amt: 3.9 },
          { _: 'Pos', PN: 2, IN: '204', Dsc: 'Croissant au beurre', TaxG: 'C', Qty: 3, Pri: 1.3, Amt: 3.9 },
          { _: 'Pos', PN: 3, IN: '310', Dsc: 'Sandwich jambon-beurre', TaxG: 'B', Qty: 1, Pri: 5.5, Amt: 5.5 },
          { _: 'Pos', PN: 4, IN: '902', Dsc: 'Sac cabas', TaxG: 'A', Qty: 1, Pri: 2, Amt: 2 },
        ],
        PayA: [{ _: 'Pay', Dsc: 'Carte bancaire', PayG: 'card', Amt: 15.3 }],
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 20, Net: 1.67, TAmt: 0.33, Amt: 2 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 5, TAmt: 0.5, Amt: 5.5 },
          { _: 'Tax', TaxG: 'C', Prc: 5.5, Net: 7.39, TAmt: 0.41, Amt: 7.8 },
        ],
      },
    },
  },
  response: {
    TraC: {
      SQ: 26517,
      Result: { RC: 'OK' },
      ESR: {
        D: '2026-11-20T08:14:52',
        TL: 'LYO01',
        TT: '1',
        TN: '4817',
        T: 15.3,
        FN: 'TIK:LYO01/1/4817',
        TaxA: [
          { _: 'Tax', TaxG: 'A', Prc: 20, Net: 1.67, TAmt: 0.33, Amt: 2 },
          { _: 'Tax', TaxG: 'B', Prc: 10, Net: 5, TAmt: 0.5, Amt: 5.5 },
          { _: 'Tax', TaxG: 'C', Prc: 5.5, Net: 7.39, TAmt: 0.41, Amt: 7.8 },
        ],
      },
      Fis: {
        CodeType: 'None',
        Tag: [
          { Name: 'FN', Label: 'Ticket n°', Value: 'TIK:LYO01/1/4817' },
          { Name: 'Sec', Label: 'Signature', Value: '8kVi' },
          { Name: 'Cert', Label: 'Certification', Value: 'NF525' },
        ],
        Signature: 'Ni8rI1kyErJTVQAva3i9ybM0XrCoCkV9r9wExL3IoCd4laIzoxroswE4XM2JKgQeownV2imjvY3_iJ9e-2mAzA',
      },
    },
  },
  footer: ['Merci de votre visite', 'Ticket imprimé à la demande du client'],
  elements: [
    { element: 'Company name and address', source: 'cfg Cfg.Nam, Cfg.Adr, Cfg.Zip, Cfg.City' },
    {
      element: 'SIRET',
      source: 'cfg Cfg.FR_SIRET',
      note: 'Certification frameworks also expect the NAF code (Cfg.FR_NAF).',
    },
    { element: 'VAT number', source: 'cfg Cfg.TaxId', note: 'Mandatory on invoices (DT FACT); usual on tickets.' },
    { element: 'Date and time', source: 'request Tra.ESR.D' },
    {
      element: 'Ticket number',
      source: 'response TraC.Fis.Tag[Name=FN]',
      note: 'Numbered without gaps per location and terminal.',
    },
    {
      element: 'Operation type',
      source: 'request Tra.ESR.FR_OperationType',
      note: 'vente, remboursement or annulation.',
    },
    { element: 'Cashier', source: 'request Tra.ESR.OprN', note: 'When the POS manages operators.' },
    { element: 'Lines: quantity, description, price, VAT rate', source: 'request Tra.ESR.PosA[]' },
    { element: 'VAT breakdown per rate (HT, TVA, TTC)', source: 'response TraC.ESR.TaxA' },
    { element: 'Total including VAT', source: 'request Tra.ESR.T' },
    {
      element: 'Signature extract',
      source: 'response TraC.Fis.Tag[Name=Sec]',
      note: 'Four characters of the ECDSA signature of this ticket.',
    },
    {
      element: 'Certification mark',
      source: 'response TraC.Fis.Tag[Name=Cert]',
      note: 'NF525, or LNE when the profile sets Fiscal_Rules=LNE.',
    },
  ],
};

export default sample;
