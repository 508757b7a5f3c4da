import type { Navbar } from '@docusaurus/theme-common';
import { authSettings } from './auth';
import { brand } from './brand';

/** Top navigation (docs-internal/requirements.md#top-navigation). */
export const navbar = {
  title: `${brand.brand} Docs`,
  hideOnScroll: true,
  logo: {
    alt: `${brand.brand} documentation home`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { to: '/efr', label: 'EFR', position: 'left', activeBaseRegex: '^/efr(/|$)' },
    { to: '/bill/Management/Introduction', label: 'Digital Receipt', position: 'left', activeBaseRegex: '^/bill(/|$)' },
    { to: '/e_invoicing', label: 'E-Invoicing', position: 'left', activeBaseRegex: '^/e_invoicing(/|$)' },
    { to: '/faq/efr', label: 'FAQs', position: 'left', activeBaseRegex: '^/faq(/|$)' },
    { href: brand.downloadsUrl, label: 'Downloads', position: 'right' },
    { href: brand.portalUrl, label: 'Portal', position: 'right' },
    { href: brand.websiteUrl, label: brand.brand, position: 'right', 'aria-label': `${brand.company} website` },
    // The sign-in box appears only when an identity provider is configured.
    ...(authSettings ? [{ type: 'custom-signIn', position: 'right' } as const] : []),
    // The docs assistant's launcher below 997 px (a floating one covers the text there), before search.
    { type: 'custom-assistant', position: 'right' },
  ],
} satisfies Navbar;
