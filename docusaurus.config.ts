import type { Config } from '@docusaurus/types';
import { authSettings } from './config/auth';
import { brand } from './config/brand';
import { areas, docsPlugins } from './config/docs';
import { appStart, siteUrl, strictLinks, tryIt } from './config/env';
import { markdown } from './config/markdown';
import { searchClientSettings, searchThemeConfig } from './config/search';
import { ssrTemplate } from './src/plugins/app-start';
import { themeConfig } from './config/theme';

// Thin on purpose: every slice lives in config/ with its own type.
const onBroken = strictLinks ? 'throw' : 'warn';

export default {
  title: `${brand.brand} Documentation`,
  tagline: 'Fiscal receipt signing, digital receipts and e-invoicing for point-of-sale systems',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: onBroken,
  onBrokenAnchors: onBroken,
  onDuplicateRoutes: onBroken,
  markdown,
  // How built pages start their JavaScript: src/plugins/app-start (APP_START=stock: Docusaurus's own).
  ...(appStart === 'stock' ? {} : { ssrTemplate: ssrTemplate() }),
  future: {
    faster: true,
    // No page shows a last-update date or author (config/docs.ts), and the sitemap has no lastmod:
    // nothing reads the Git history, which Docusaurus otherwise reads whole at every start.
    experimental_vcs: false,
    // v4 behaviours, except storage namespacing: the colour mode must be stored under "theme"
    // (docs-internal/requirements.md#colour-mode).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: false,
    },
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/efr/imports/**', '/callback', '/search'] },
      },
    ],
  ],
  plugins: [
    ...docsPlugins,
    [
      './src/plugins/search-index/index.ts',
      { areaLabels: Object.fromEntries(areas.map((area) => [area.name, area.label])) },
    ],
    './src/plugins/security-headers/index.ts',
    './src/plugins/announcement-bar/index.ts',
    './src/plugins/route-checks/index.ts',
    './src/plugins/receipt-codes/index.ts',
    './src/plugins/openapi-reference/index.ts',
    './src/plugins/status-dates/index.ts',
    './src/plugins/svg-url/index.ts',
    './src/plugins/llms-txt/index.ts',
    // Prism loaded when a code block needs it, not at start: src/plugins/prism-on-demand.
    './src/plugins/prism-on-demand/index.ts',
    // The code blocks' token colours of both colour modes as CSS (themeConfig.prism).
    './src/plugins/code-token-colours/index.ts',
    [
      './src/plugins/postman-collection/index.ts',
      { openApi: 'api/efr.openapi.json', output: 'api/efr.postman_collection.json' },
    ],
  ],
  // preset-classic adds @docusaurus/theme-search-algolia because themeConfig.algolia is set.
  themes: ['@docusaurus/theme-mermaid'],
  clientModules: [
    './src/clientModules/malformedUrl.ts',
    './src/clientModules/preloadErrors.ts',
    './src/clientModules/idlePrefetch.ts',
  ],
  themeConfig: { ...themeConfig, algolia: searchThemeConfig },
  customFields: { auth: authSettings, search: searchClientSettings, tryIt },
} satisfies Config;
