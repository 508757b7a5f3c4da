import type { LocalHit, SearchRequest } from './localClient';
import { getLocalSearchClient } from './localClientInstance';
import type { SearchSettings } from './useSearchClientSettings';
import { escapeHtml } from './highlight';

export type SearchHit = LocalHit;

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
}

interface MultiQueryClient {
  search: (input: { requests: SearchRequest[] }) => Promise<{ results: unknown[] }>;
}

let algoliaClient: Promise<MultiQueryClient> | undefined;

/** The client of the search page: the embedded index, or Algolia when it is configured. */
export async function getSearchClient(settings: SearchSettings, basePath: string): Promise<MultiQueryClient> {
  if (settings.mode === 'local') return getLocalSearchClient(basePath) as unknown as MultiQueryClient;
  algoliaClient ??= import('algoliasearch/lite').then(
    ({ liteClient }) => liteClient(settings.algolia.appId, settings.algolia.apiKey) as unknown as MultiQueryClient,
  );
  return algoliaClient;
}

/** What a hit needs of a record, wherever hits are shown: its hierarchy, text, type and URL. */
const HIT_ATTRIBUTES = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
];

/** The one search request of the search page and the assistant, for either client. */
export function hitsRequest(
  settings: SearchSettings,
  query: string,
  params: Omit<SearchRequest, 'indexName' | 'query'>,
): SearchRequest {
  return { indexName: settings.algolia.indexName, query, attributesToRetrieve: HIT_ATTRIBUTES, ...params };
}

export async function searchPage(
  settings: SearchSettings,
  basePath: string,
  query: string,
  page: number,
  facetFilters: (string | string[])[],
): Promise<SearchResponse> {
  const client = await getSearchClient(settings, basePath);
  const { results } = await client.search({
    requests: [
      hitsRequest(settings, query, {
        page,
        hitsPerPage: 20,
        attributesToSnippet: ['content:24'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters,
      }),
    ],
  });
  return results[0] as SearchResponse;
}

/**
 * Makes a highlight value safe to inject: everything is escaped except the <mark> tags the
 * search service adds (Algolia returns record text as stored, so markup in it must not run).
 */
export function safeHighlightHtml(value: string, alreadyEscaped: boolean): string {
  if (alreadyEscaped) return value;
  return escapeHtml(value).replace(/&lt;(\/?)mark&gt;/g, '<$1mark>');
}
