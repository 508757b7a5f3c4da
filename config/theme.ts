import type { ThemeConfig } from '@docusaurus/preset-classic';
import { footer } from './footer';
import { navbar } from './navbar';
import { mermaidOptions } from './mermaid';
import { additionalCodeLanguages, darkCodeTheme, lightCodeTheme } from './prism';

/**
 * Theme settings, as docs-internal/requirements.md asks: colour mode (#colour-mode), announcement
 * bar (#announcement-bar), table of contents (#top-navigation), code highlighting
 * (#code-highlighting).
 */
export const themeConfig = {
  image: 'img/social-card.png',
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: 'efr-docs-2026-11',
    content:
      'New: country guides for 17 countries with rendered sample receipts. <a href="/efr/countries">See what applies where</a>.',
    isCloseable: true,
  },
  docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  navbar,
  footer,
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: [...additionalCodeLanguages],
  },
  mermaid: { theme: { light: 'neutral', dark: 'dark' }, options: mermaidOptions },
} satisfies ThemeConfig;
