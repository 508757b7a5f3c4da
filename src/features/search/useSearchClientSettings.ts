import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import { useAlgoliaContextualFacetFiltersIfEnabled } from '@docusaurus/theme-search-algolia/client';

export interface SearchSettings {
  mode: 'local' | 'algolia';
  supportEmail: string;
  algolia: ThemeConfig['algolia'];
}

export function useSearchSettings(): SearchSettings {
  const { siteConfig } = useDocusaurusContext();
  return useMemo(() => {
    const custom = siteConfig.customFields?.search as Omit<SearchSettings, 'algolia'>;
    return { ...custom, algolia: (siteConfig.themeConfig as ThemeConfig).algolia };
  }, [siteConfig]);
}

/**
 * Contextual search as Docusaurus defines it (theme-search-algolia's own hook): the page's
 * language, and the default tag plus every docs plugin at its active, preferred or latest version,
 * which with this site's unversioned areas is every area. Among results of similar relevance the
 * current area's come first, through Algolia's optionalFilters (the embedded index reads them too).
 */
export function useContextualSearchParameters(): {
  facetFilters: (string | string[])[];
  optionalFilters: string[];
} {
  const contextual = useAlgoliaContextualFacetFiltersIfEnabled();
  const locale = useDocusaurusContext().i18n.currentLocale;
  // Docusaurus's hook returns [language, tags]; Algolia's type also allows a single string.
  const facetFilters = Array.isArray(contextual) ? (contextual as (string | string[])[]) : [`language:${locale}`];
  const active = useActivePlugin();
  const version = active?.pluginData.versions.find((candidate) => candidate.isLast) ?? active?.pluginData.versions[0];
  return useMemo(
    () => ({
      facetFilters,
      optionalFilters: active ? [`docusaurus_tag:docs-${active.pluginId}-${version?.name ?? 'current'}`] : [],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hook returns a new array on every render; its content changes with these
    [JSON.stringify(facetFilters), active?.pluginId, version?.name],
  );
}
