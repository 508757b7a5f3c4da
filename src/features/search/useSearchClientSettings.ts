import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import type { ThemeConfig } from '@docusaurus/theme-search-algolia';

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
 * Contextual search within the current area: on a page of a docs area, results come from that
 * area only (its docusaurus_tag); elsewhere (home, search page) from all areas.
 */
export function useAreaFacetFilters(): string[][] {
  const { i18n } = useDocusaurusContext();
  const active = useActivePlugin();
  const language = [`language:${i18n.currentLocale}`];
  if (!active) return [language];
  return [
    language,
    [
      'docusaurus_tag:default',
      `docusaurus_tag:docs-${active.pluginId}-${active.pluginData.versions[0]?.name ?? 'current'}`,
    ],
  ];
}
