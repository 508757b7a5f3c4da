import { getSearchClient, hitsRequest } from '@site/src/features/search/client';
import type { SearchSettings } from '@site/src/features/search/useSearchClientSettings';
import type { AssistantHit, DocsSearch } from './answer';

/** Hits read per question: enough to find three different pages. */
const HITS = 12;

/**
 * The assistant's view of the site search: the embedded index, or Algolia when it is configured
 * (the same client as the search page). `locale` filters as the search dialog does.
 */
export function createDocsSearch(settings: SearchSettings, basePath: string, locale = 'en'): DocsSearch {
  return async (query) => {
    const client = await getSearchClient(settings, basePath);
    const { results } = await client.search({
      requests: [hitsRequest(settings, query, { hitsPerPage: HITS, facetFilters: [[`language:${locale}`]] })],
    });
    return ((results[0] as { hits?: AssistantHit[] } | undefined)?.hits ?? []) as readonly AssistantHit[];
  };
}
