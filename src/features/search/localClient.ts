import { highlight, queryTerms, snippet, type HighlightResult } from './highlight';
import { correctQuery } from './typo';

/** The part of Algolia's multi-query request that the DocSearch UI and the search page send. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: (string | string[])[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  [key: string]: unknown;
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface LocalHit {
  objectID: string;
  type: string;
  hierarchy: Record<Level, string | null>;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
}

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<{ url: string; content: string; meta: Record<string, string> }>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<{ results: PagefindResult[] } | null>;
}

/** The error name DocSearch turns into its "Unable to fetch results" screen. */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** Parses Algolia's `params` string into an object (the search page sends params this way). */
export function parseParams(params: string | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params ?? '')) {
    try {
      result[key] = JSON.parse(value);
    } catch {
      result[key] = value;
    }
  }
  return result;
}

/** docusaurus_tag values required by the facet filters (any of them), or null for no filter. */
export function tagsFromFacetFilters(filters: SearchRequest['facetFilters']): string[] | null {
  const groups = (filters ?? []).map((group) => (Array.isArray(group) ? group : [group]));
  const tags = groups
    .flat()
    .filter((f) => f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length > 0 ? tags : null;
}

/**
 * Puts a page-level (lvl1) hit before the first hit of each page that has none. DocSearch shows
 * it as the page entry of the group and keeps it as the recent search when a section is chosen,
 * as it does with Algolia's index, where page records rank high on their own.
 */
export function withPageHits(hits: LocalHit[], terms: readonly string[]): LocalHit[] {
  const pagesWithHit = new Set(hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.url_without_anchor));
  return hits.flatMap((hit) => {
    if (pagesWithHit.has(hit.url_without_anchor)) return [hit];
    pagesWithHit.add(hit.url_without_anchor);
    const hierarchy = { ...hit.hierarchy, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const highlights = Object.fromEntries(
      (['lvl0', 'lvl1'] as const)
        .filter((level) => hierarchy[level])
        .map((level) => [level, highlight(hierarchy[level]!, terms)]),
    );
    const page: LocalHit = {
      objectID: `${hit.url_without_anchor}#page`,
      type: 'lvl1',
      hierarchy,
      content: null,
      url: hit.url_without_anchor,
      url_without_anchor: hit.url_without_anchor,
      anchor: null,
      _highlightResult: { hierarchy: highlights },
      _snippetResult: { hierarchy: highlights },
    };
    return [page, hit];
  });
}

export interface LocalClientOptions {
  /** Where the build put the search files, e.g. "/search/". */
  basePath: string;
  origin: string;
  /** Loads a module by URL; a seam for tests. */
  importModule?: (url: string) => Promise<Pagefind>;
  fetchJson?: (url: string) => Promise<unknown>;
}

/**
 * An in-browser stand-in for Algolia's search client: it answers the multi-query call of the
 * DocSearch UI with results computed from the embedded Pagefind index, in Algolia's response shape.
 * Nothing is fetched before the first query; a failed load is retried on the next query.
 */
export function createLocalSearchClient(options: LocalClientOptions) {
  const importModule =
    options.importModule ?? ((url: string) => import(/* webpackIgnore: true */ url) as Promise<Pagefind>);
  const fetchJson =
    options.fetchJson ??
    (async (url: string) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    });
  let engine: Promise<Pagefind> | undefined;
  let vocabulary: Promise<{ words: string[]; known: Set<string> }> | undefined;
  let attempt = 0;

  const loadEngine = () => {
    engine ??= (async () => {
      // A new URL after a failure: browsers remember failed module loads.
      const url = `${options.basePath}pagefind/pagefind.js${attempt > 0 ? `?retry=${attempt}` : ''}`;
      const pagefind = await importModule(url);
      await pagefind.options({ basePath: `${options.basePath}pagefind/`, baseUrl: '/' });
      await pagefind.init();
      return pagefind;
    })();
    return engine;
  };

  const loadVocabulary = () => {
    vocabulary ??= (fetchJson(`${options.basePath}vocabulary.json`) as Promise<string[]>).then((words) => ({
      words,
      known: new Set(words),
    }));
    return vocabulary;
  };

  async function runQuery(pagefind: Pagefind, query: string, tags: string[] | null) {
    const filters = tags ? { tag: { any: tags } } : undefined;
    const response = await pagefind.search(query, filters ? { filters } : {});
    return response?.results ?? [];
  }

  async function searchOne(request: SearchRequest) {
    const params = { ...parseParams(request.params), ...request };
    const query = String(params.query ?? '')
      .slice(0, 256)
      .trim();
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Number(params.page ?? 0);
    const snippetWords = Number(/content:(\d+)/.exec(String(params.attributesToSnippet ?? ''))?.[1] ?? 10);
    const ellipsis = String(params.snippetEllipsisText ?? '…');
    const tags = tagsFromFacetFilters(params.facetFilters as SearchRequest['facetFilters']);
    const started = performance.now();
    let terms = queryTerms(query);
    let results: PagefindResult[] = [];
    if (terms.length > 0) {
      try {
        const pagefind = await loadEngine();
        results = await runQuery(pagefind, query, tags);
        if (results.length === 0) {
          const { words, known } = await loadVocabulary();
          const corrected = correctQuery(terms, words, known);
          if (corrected) {
            terms = corrected;
            results = await runQuery(pagefind, corrected.join(' '), tags);
          }
        }
      } catch (error) {
        engine = undefined;
        vocabulary = undefined;
        attempt++;
        throw new RetryError(
          `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const slice = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    let data;
    try {
      data = await Promise.all(slice.map((result) => result.data()));
    } catch (error) {
      attempt++;
      engine = undefined;
      throw new RetryError(
        `Search results could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const hits: LocalHit[] = data.map((record) => {
      const hierarchy = Object.fromEntries(
        LEVELS.map((level) => [level, record.meta[level] ?? null]),
      ) as LocalHit['hierarchy'];
      const type = record.meta.type ?? 'content';
      const content = type === 'content' ? record.content : null;
      const hierarchyHighlights = Object.fromEntries(
        LEVELS.filter((level) => hierarchy[level]).map((level) => [level, highlight(hierarchy[level]!, terms)]),
      );
      const [pathname, anchor] = record.url.split('#');
      return {
        objectID: record.meta.id ?? record.url,
        type,
        hierarchy,
        content,
        url: `${options.origin}${record.url}`,
        url_without_anchor: `${options.origin}${pathname}`,
        anchor: anchor ?? null,
        _highlightResult: {
          hierarchy: hierarchyHighlights,
          ...(content ? { content: highlight(content, terms) } : {}),
        },
        _snippetResult: {
          hierarchy: hierarchyHighlights,
          ...(content ? { content: snippet(content, terms, snippetWords, ellipsis) } : {}),
        },
      };
    });
    return {
      hits: withPageHits(hits, terms).slice(0, hitsPerPage),
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: String(request.params ?? ''),
      index: request.indexName,
      processingTimeMS: Math.round(performance.now() - started),
      queryID: `local-${Date.now().toString(36)}`,
    };
  }

  return {
    appId: 'local',
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      return { results: await Promise.all(requests.map(searchOne)) };
    },
    async searchForFacetValues() {
      return [{ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }];
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
