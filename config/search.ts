import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import { brand } from './brand';
import { algolia } from './env';

/** True when the three Algolia variables are set: the same UI then queries Algolia. */
export const algoliaConfigured = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);

/**
 * DocSearch settings (docs-internal/requirements.md#search-dialog-states and #search-requests). Without Algolia
 * credentials the UI runs on the embedded index built by src/plugins/search-index; `appId` is then
 * a marker that no request ever uses.
 */
export const searchThemeConfig = {
  appId: algolia.appId ?? 'local',
  apiKey: algolia.apiKey ?? 'local',
  indexName: algoliaConfigured ? algolia.indexName! : brand.slug,
  contextualSearch: true,
  searchPagePath: 'search',
  insights: algoliaConfigured && algolia.insights,
  replaceSearchResultPathname: { from: '/docs/', to: '/' },
} satisfies ThemeConfig['algolia'];

/** What the browser needs to choose its search client (customFields.search). */
export const searchClientSettings = {
  mode: algoliaConfigured ? 'algolia' : 'local',
  supportEmail: brand.supportEmail,
} as const;
