import { sectionOf } from './engine/indexOptions';
import type { PageDisplay, SectionType } from './engine/files';
import { termsOf } from './engine/tokenizer';
import { highlight, snippet, type HighlightResult } from './highlight';
import { createLocalEngine, RetryError, type EngineOptions, type LocalEngine } from './localEngine';
import { byPhrase } from './phrase';
import { hitOrder, responses, type HitSlot } from './hitOrder';
import { rankPages, type RankedPage } from './queryPlan';

export { RetryError };

/** The part of Algolia's multi-query request that the DocSearch UI and the search page send. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: (string | string[])[];
  /** Algolia's optionalFilters: matching results rank higher (here: docusaurus_tag values). */
  optionalFilters?: (string | string[])[];
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

/** docusaurus_tag values named by facet filters (any of them), or null for none. */
export function tagsFromFacetFilters(filters: SearchRequest['facetFilters']): string[] | null {
  const groups = (filters ?? []).map((group) => (Array.isArray(group) ? group : [group]));
  const tags = groups
    .flat()
    .filter((f) => f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length).replace(/<score=\d+>$/, ''));
  return tags.length > 0 ? tags : null;
}

/**
 * The page-level (lvl1) hit of a page: DocSearch shows it as the page entry of the group and keeps
 * it as the recent search when a section is chosen, as it does with Algolia's page records. When
 * the page's own section (its title, description and opening text) is what matched best, the hit
 * carries that text: DocSearch shows its snippet under the title, and the assistant quotes the page
 * it links first instead of the next page that has a section hit.
 */
export function pageHit(
  page: PageDisplay,
  terms: ReadonlySet<string>,
  options: HitOptions & { withText?: boolean },
): LocalHit {
  const url = `${options.origin}${page.url}`;
  const hierarchy = { lvl0: page.lvl0, lvl1: page.lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlights = { lvl0: highlight(page.lvl0, terms), lvl1: highlight(page.lvl1, terms) };
  const content = (options.withText && page.sections[0]?.text) || null;
  return {
    objectID: `${page.url}#page`,
    type: 'lvl1',
    hierarchy,
    content,
    url,
    url_without_anchor: url,
    anchor: null,
    _highlightResult: { hierarchy: highlights, ...(content ? { content: highlight(content, terms) } : {}) },
    _snippetResult: {
      hierarchy: highlights,
      ...(content ? { content: snippet(content, terms, options.snippetWords, options.ellipsis) } : {}),
    },
  };
}

export interface HitOptions {
  origin: string;
  snippetWords: number;
  ellipsis: string;
}

/**
 * The DocSearch hit of one section of a page. A section whose heading matches the query is shown
 * as that heading, as DocSearch shows a heading record; otherwise as a content hit with a snippet.
 */
export function sectionHit(
  page: PageDisplay,
  section: number,
  terms: ReadonlySet<string>,
  options: HitOptions,
): LocalHit {
  const display = page.sections[section]!;
  const hierarchy = Object.fromEntries(
    LEVELS.map((level, index) => [
      level,
      index === 0 ? page.lvl0 : index === 1 ? page.lvl1 : (display.levels[index - 2] ?? null),
    ]),
  ) as LocalHit['hierarchy'];
  const heading: SectionType | null = display.type === 'content' ? null : display.type;
  const headingMatches = heading !== null && highlight(hierarchy[heading] ?? '', terms).matchLevel !== 'none';
  const type = heading && (headingMatches || !display.text) ? heading : 'content';
  // A heading hit keeps its section's text too: DocSearch shows only the heading for it, while the
  // search page shows the snippet and the assistant quotes it (Algolia's heading records have none).
  const content = display.text || null;
  const hierarchyHighlights = Object.fromEntries(
    LEVELS.filter((level) => hierarchy[level]).map((level) => [level, highlight(hierarchy[level]!, terms)]),
  );
  const url = `${options.origin}${page.url}`;
  return {
    objectID: `${page.url}#${display.anchor ?? ''}:${section}`,
    type,
    hierarchy,
    content,
    url: display.anchor ? `${url}#${display.anchor}` : url,
    url_without_anchor: url,
    anchor: display.anchor,
    _highlightResult: { hierarchy: hierarchyHighlights, ...(content ? { content: highlight(content, terms) } : {}) },
    _snippetResult: {
      hierarchy: hierarchyHighlights,
      ...(content ? { content: snippet(content, terms, options.snippetWords, options.ellipsis) } : {}),
    },
  };
}

export interface LocalClientOptions extends Omit<EngineOptions, 'basePath'> {
  /** Where the build put the search files, e.g. "/search/". */
  basePath: string;
  origin: string;
  engine?: LocalEngine;
}

/**
 * An in-browser stand-in for Algolia's search client: it answers the multi-query call of the
 * DocSearch UI with results of the embedded index, in Algolia's response shape. Nothing is
 * fetched before the first query; a failed load is retried on the next query.
 */
export function createLocalSearchClient(options: LocalClientOptions) {
  const engine = options.engine ?? createLocalEngine(options);

  async function searchOne(request: SearchRequest) {
    const params = { ...parseParams(request.params), ...request };
    const query = String(params.query ?? '')
      .slice(0, 256)
      .trim();
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const pageNumber = Number(params.page ?? 0);
    const hitOptions: HitOptions = {
      origin: options.origin,
      snippetWords: Number(/content:(\d+)/.exec(String(params.attributesToSnippet ?? ''))?.[1] ?? 10),
      ellipsis: String(params.snippetEllipsisText ?? '…'),
    };
    const tags = tagsFromFacetFilters(params.facetFilters);
    const preferred = tagsFromFacetFilters(params.optionalFilters);
    const started = performance.now();
    let order: HitSlot[] = [];
    let pages: HitSlot[][] = [];
    let displays = new Map<number, PageDisplay>();
    let ranked: RankedPage[] = [];
    if (termsOf(query).length > 0) {
      try {
        let searched = await engine.respell(query);
        const plan = { tags: tags ? new Set(tags) : null, preferredTags: new Set(preferred ?? []) };
        const index = await engine.indexFor(searched);
        ranked = rankPages(index, searched, plan);
        if (ranked.length === 0) {
          // Nothing found: a word mistyped beyond respelling may still start a known one.
          const widened = await engine.widen(searched);
          if (widened !== searched) {
            searched = widened;
            ranked = rankPages(await engine.indexFor(searched), searched, plan);
          }
        }
        ranked = await byPhrase(ranked, searched, engine.page);
        order = hitOrder(ranked);
        // The base (areas, pages) is the same whatever shards a query loaded.
        const areaOf = (page: number) => index.base.pageTags[page]!;
        pages = responses(order, hitsPerPage, areaOf);
        const shown = pages[pageNumber] ?? [];
        // Each shown page with the texts its rows show: a section's, or its opening for its own hit.
        const texts = new Map<number, number[]>();
        for (const { page, result, ownBest } of shown) {
          const section = result ? sectionOf(result.id as number) : ownBest ? 0 : null;
          texts.set(page, [...(texts.get(page) ?? []), ...(section === null ? [] : [section])]);
        }
        displays = new Map(
          await Promise.all([...texts].map(async ([n, sections]) => [n, await engine.page(n, sections)] as const)),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new RetryError(`The search index could not be loaded: ${message}`);
      }
    }
    const shown = pages[pageNumber] ?? [];
    // The index terms the shown sections matched (their pages' own sections included).
    const terms = new Set(
      ranked
        .filter((page) => displays.has(page.page))
        .flatMap((page) => page.sections.flatMap((result) => result.terms)),
    );
    const hits = shown.map(({ page, result, ownBest }) =>
      result === null
        ? pageHit(displays.get(page)!, terms, { ...hitOptions, withText: ownBest })
        : sectionHit(displays.get(page)!, sectionOf(result.id as number), terms, hitOptions),
    );
    return {
      hits,
      nbHits: order.length,
      page: pageNumber,
      nbPages: pages.length,
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
    searchForFacetValues() {
      return Promise.resolve([{ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }]);
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
