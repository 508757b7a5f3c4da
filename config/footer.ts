import type { Footer } from '@docusaurus/theme-common';
import { brand } from './brand';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Integrate',
      items: [
        { label: 'Getting started', to: '/efr/getting-started' },
        { label: 'API reference', to: '/efr/api' },
        { label: 'Country guides', to: '/efr/countries' },
        { label: 'E-Invoicing', to: '/e_invoicing' },
      ],
    },
    {
      title: 'Operate',
      items: [
        { label: 'Digital Receipt guide', to: '/bill/Management/Introduction' },
        { label: 'Report cash registers (Germany)', to: '/enduser/fiscal-reporting-de_en' },
        { label: 'FAQs', to: '/faq/efr' },
      ],
    },
    {
      title: brand.brand,
      items: [
        { label: 'Downloads', href: brand.downloadsUrl },
        { label: 'Portal', href: brand.portalUrl },
        { label: 'Support', href: `mailto:${brand.supportEmail}` },
        { label: 'Website', href: brand.websiteUrl },
      ],
    },
  ],
  copyright: `Copyright © 2025 ${brand.company}. Documentation version 20.11.0.`,
} satisfies Footer;
