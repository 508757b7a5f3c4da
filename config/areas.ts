/**
 * The five documentation areas. One name each is used for the folder under docs/, the URL base,
 * the sidebar and the plugin id (docs-internal/requirements.md#documentation-areas). Plain data, so pages (the not-found page) import it
 * without the docs plugins' build-time code in ./docs.ts.
 */
export const areas = [
  {
    name: 'efr',
    label: 'EFR',
    sidebarCollapsible: false,
    home: '/efr',
    summary: 'Fiscal middleware: getting started, the API reference and the rules of 17 countries.',
  },
  {
    name: 'bill',
    label: 'Digital Receipt',
    sidebarCollapsible: true,
    home: '/bill/Management/Introduction',
    summary: 'Digital receipts for customers: set-up in the Portal, layouts and options.',
  },
  {
    name: 'faq',
    label: 'FAQs',
    sidebarCollapsible: true,
    home: '/faq/efr',
    summary: 'Short answers on EFR, billing, the Portal and each country.',
  },
  {
    name: 'e_invoicing',
    label: 'E-Invoicing',
    sidebarCollapsible: true,
    home: '/e_invoicing',
    summary: 'Sending and receiving e-invoices: architecture, quick start and API.',
  },
  {
    name: 'enduser',
    label: 'End-user guides',
    sidebarCollapsible: true,
    home: '/enduser/fiscal-reporting-de_en',
    summary: 'Step-by-step guides for merchants, such as reporting cash registers in Germany.',
  },
] as const;

export type AreaName = (typeof areas)[number]['name'];
