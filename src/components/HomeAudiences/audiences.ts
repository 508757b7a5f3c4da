export interface Audience {
  id: string;
  title: string;
  summary: string;
  links: { label: string; to: string }[];
}

export const audiences: readonly Audience[] = [
  {
    id: 'integrators',
    title: 'POS integrators and partners',
    summary:
      'Connect a till, ERP or hotel system to EFR once and meet the fiscal rules of every country you sell in. Start with the three set-up steps, then the API reference.',
    links: [
      { label: 'Getting started in three steps', to: '/efr/getting-started' },
      { label: 'API reference', to: '/efr/api' },
      { label: 'Business cases with examples', to: '/efr/api/business-cases' },
      { label: 'Country guides', to: '/efr/countries' },
      { label: 'E-Invoicing module', to: '/e_invoicing' },
    ],
  },
  {
    id: 'merchants',
    title: 'Merchants',
    summary:
      'Run your stores with fiscal peace of mind: set up the Portal, give customers a branded digital receipt and answer the tax office when it asks.',
    links: [
      { label: 'Digital Receipt management guide', to: '/bill/Management/Introduction' },
      { label: 'Portal questions', to: '/faq/portal' },
      { label: 'Billing questions', to: '/faq/billing' },
      { label: 'EFR questions', to: '/faq/efr' },
    ],
  },
  {
    id: 'end-customers',
    title: 'Business owners reporting to the tax office',
    summary:
      'German businesses must notify their electronic cash registers to the tax office. The step-by-step guide shows how, with the deadlines that apply.',
    links: [
      { label: 'Report cash registers in Germany (English)', to: '/enduser/fiscal-reporting-de_en' },
      { label: 'Kassen an das Finanzamt melden (Deutsch)', to: '/enduser/fiscal-reporting-de_de' },
    ],
  },
  {
    id: 'shoppers',
    title: 'Shoppers with a digital receipt',
    summary:
      'Scanned a QR code at the till instead of taking paper? Open and keep your receipt, collect receipts in the wallet app, and find out what to do when a link stops working.',
    links: [
      { label: 'Your digital receipt', to: '/enduser/digital-receipt' },
      { label: 'Receipts in the wallet app', to: '/enduser/wallet' },
      { label: 'Digital receipt questions', to: '/faq/digitalBill' },
    ],
  },
];
