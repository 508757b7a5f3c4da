import { useMemo } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import type { AnswerOptions, DocsSearch } from './answer';
import { createDocsSearch } from './docsSearch';

export interface AssistantHost {
  search: DocsSearch;
  options: AnswerOptions;
  /** Goes to a path of the site without reloading the page. */
  navigate: (path: string) => void;
}

/** What the assistant needs from the site: its search, base URL, origins and router. */
export function useAssistantHost(): AssistantHost {
  const history = useHistory();
  const settings = useSearchSettings();
  const { siteConfig, i18n } = useDocusaurusContext();
  const basePath = useBaseUrl('/search/');
  return useMemo(
    () => ({
      search: createDocsSearch(settings, basePath, i18n.currentLocale),
      options: {
        baseUrl: siteConfig.baseUrl,
        origins: [window.location.origin, new URL(siteConfig.url).origin],
      },
      navigate: (path: string) => history.push(path),
    }),
    // settings is a new object on every render; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      settings.mode,
      settings.algolia.indexName,
      basePath,
      i18n.currentLocale,
      siteConfig.baseUrl,
      siteConfig.url,
      history,
    ],
  );
}
