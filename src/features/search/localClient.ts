import { highlight, queryTerms, snippet, words as textWords, type HighlightResult } from './highlight';
import { contentWords, correctQuery, STOP_WORDS, vocabularyOf, type Vocabulary } from './typo';

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

/** One section of the index as Pagefind returns it (see src/plugins/search-index/pagefind-document.mjs). */
export interface SectionData {
  url: string;
  content: string;
  meta: Record<string, string>;
}
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<SectionData>;
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

export interface HitOptions {
  origin: string;
  snippetWords: number;
  ellipsis: string;
}

/**
 * The DocSearch hit of one indexed section (a heading with the text under it). A section whose
 * heading matches the query is shown as that heading, as DocSearch shows a heading record; otherwise
 * as a content hit with a snippet of its text.
 */
export function sectionHit(section: SectionData, terms: readonly string[], options: HitOptions): LocalHit {
  const hierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, section.meta[level] ?? null]),
  ) as LocalHit['hierarchy'];
  const heading = (LEVELS as string[]).includes(section.meta.type ?? '') ? (section.meta.type as Level) : null;
  // The section's own text comes first in Pagefind's content; the headings indexed as context follow.
  const body = section.content.slice(0, Number(section.meta.n ?? section.content.length));
  const headingMatches = heading !== null && highlight(hierarchy[heading] ?? '', terms).matchLevel !== 'none';
  const type = heading && (headingMatches || !body) ? heading : 'content';
  const content = type === 'content' ? body : null;
  const hierarchyHighlights = Object.fromEntries(
    LEVELS.filter((level) => hierarchy[level]).map((level) => [level, highlight(hierarchy[level]!, terms)]),
  );
  // The index's URLs carry the section id in their query (Pagefind keeps one document per URL).
  const { pathname, hash } = new URL(section.url, options.origin);
  return {
    objectID: section.meta.id ?? section.url,
    type,
    hierarchy,
    content,
    url: `${options.origin}${pathname}${hash}`,
    url_without_anchor: `${options.origin}${pathname}`,
    anchor: hash ? hash.slice(1) : null,
    _highlightResult: { hierarchy: hierarchyHighlights, ...(content ? { content: highlight(content, terms) } : {}) },
    _snippetResult: {
      hierarchy: hierarchyHighlights,
      ...(content ? { content: snippet(content, terms, options.snippetWords, options.ellipsis) } : {}),
    },
  };
}

/**
 * Whether a word of the text stands for a query word: it starts with it (a prefix, as Pagefind
 * matches), or both share all but their last three letters at most, as words Pagefind's stemmer
 * equates do ("layout" for "layouts", "company" for "companies"), but not a short known part of a
 * long unknown word ("Kassen" of "Kassensicherungsverordung").
 */
export function standsFor(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  if (Math.abs(word.length - term.length) > 3) return false;
  let shared = 0;
  while (shared < word.length && word[shared] === term[shared]) shared++;
  return shared >= Math.max(4, Math.min(word.length, term.length) - 3);
}

/**
 * Query words (two letters or more, no stop words) that no word of the sections stands for: "dd"
 * of "ESR.DD" when Pagefind matched "ESR.D" as a prefix, "kassensicherungsverordung" when it
 * matched the known part "Kassen".
 */
export function unmatchedTerms(terms: readonly string[], sections: readonly SectionData[]): string[] {
  const candidates = contentWords(terms).filter((term) => term.length >= 2 && !STOP_WORDS.has(term));
  if (candidates.length === 0 || sections.length === 0) return [];
  // Pagefind also indexes the parts of camel-case words ("MeinFiskal" matches "fiskal") and
  // hyphenated words joined ("E-Invoicing" matches "einvoicing").
  const variants = (text: string) =>
    `${text} ${text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')} ${text.replace(/(\p{L})-(?=\p{L})/gu, '$1')}`;
  const present = new Set(sections.flatMap((section) => textWords(variants(section.content))));
  return candidates.filter((term) => ![...present].some((word) => standsFor(word, term)));
}

/**
 * The union of several result lists (of queries with different words): results in more of the lists
 * first, then by the sum of Pagefind's scores.
 */
export function mergeAnyOf(perWord: readonly PagefindResult[][]): PagefindResult[] {
  const merged = new Map<string, { result: PagefindResult; words: number; score: number }>();
  for (const results of perWord) {
    for (const result of results) {
      const entry = merged.get(result.id) ?? { result, words: 0, score: 0 };
      entry.words++;
      entry.score += result.score;
      merged.set(result.id, entry);
    }
  }
  return [...merged.values()].sort((a, b) => b.words - a.words || b.score - a.score).map((entry) => entry.result);
}

/** Fewer results than this make the client look further: corrected spellings, some of the words. */
export const FEW_RESULTS = 5;

/** How much a page's further matching sections add to its best one when pages are ordered. */
export const FURTHER_SECTION_WEIGHT = 0.5;

export interface ScoredHit {
  hit: LocalHit;
  /** Pagefind's score of the section. */
  score: number;
  /** How many query words the section contains as whole words (not only as a prefix). */
  exact: number;
  /** How many pairs of query words stand next to each other in the section (stop words aside). */
  proximity: number;
  /** How many query words the section's own heading contains (as prefixes, as in highlights). */
  heading: number;
}

/** The query words (stop words aside) that start a word of the hit's deepest heading. */
export function headingWords(hit: LocalHit, terms: readonly string[]): number {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;
  const heading = levels.map((level) => hit.hierarchy[level]).find(Boolean) ?? '';
  const present = textWords(heading);
  return contentWords(terms).filter((term) => present.some((word) => word.startsWith(term))).length;
}

/** The query words (stop words aside) that occur in the text as whole words, folded like highlights. */
export function exactWords(text: string, terms: readonly string[]): number {
  const present = new Set(textWords(text));
  return contentWords(terms).filter((term) => present.has(term)).length;
}

/**
 * How many pairs of query words occur side by side in the text, in either order and with stop words
 * between them allowed ("get a digital receipt" for "how do I get a digital receipt"). Words match
 * as prefixes, as in highlights.
 */
export function adjacentPairs(text: string, terms: readonly string[]): number {
  const wanted = contentWords(terms);
  if (wanted.length < 2) return 0;
  const sequence = textWords(text).filter((word) => !STOP_WORDS.has(word));
  const pairs = new Set<string>();
  let previous: string[] = [];
  for (const word of sequence) {
    const matching = wanted.filter((term) => word.startsWith(term));
    for (const a of previous) for (const b of matching) if (a !== b) pairs.add(a < b ? `${a} ${b}` : `${b} ${a}`);
    previous = matching;
  }
  return pairs.size;
}

/**
 * Hits grouped by page, the pages ordered as Algolia orders records: more query words matched
 * exactly first ("Fis", the response block, before the many pages about "fiscal" rules), then more
 * query words side by side (proximity), then more query words in a heading (the FAQ headed "How do
 * I get a digital receipt?"), then relevance: the best section's score plus half the scores of the
 * page's other sections that match as exactly. A page that several sections of the results come
 * from is more likely about the query than one with a single dense mention (a list of sources).
 * The dialog shows a page's hits together under the page, as DocSearch shows an Algolia page's
 * records.
 */
export function byPage(scored: readonly ScoredHit[]): LocalHit[] {
  const pages = new Map<string, { hits: LocalHit[]; sections: ScoredHit[] }>();
  for (const entry of scored) {
    const page = pages.get(entry.hit.url_without_anchor) ?? { hits: [], sections: [] };
    page.hits.push(entry.hit);
    page.sections.push(entry);
    pages.set(entry.hit.url_without_anchor, page);
  }
  const ranked = [...pages.values()].map((page) => {
    const exact = Math.max(...page.sections.map((section) => section.exact));
    const proximity = Math.max(...page.sections.map((section) => section.proximity));
    const heading = Math.max(...page.sections.map((section) => section.heading));
    // Only the sections that match as exactly as the page's best add to its value.
    const scores = page.sections
      .filter((section) => section.exact === exact)
      .map((section) => section.score)
      .sort((a, b) => b - a);
    const value = (scores[0] ?? 0) + FURTHER_SECTION_WEIGHT * scores.slice(1).reduce((sum, score) => sum + score, 0);
    return { hits: page.hits, exact, proximity, heading, value };
  });
  return ranked
    .sort((a, b) => b.exact - a.exact || b.proximity - a.proximity || b.heading - a.heading || b.value - a.value)
    .flatMap((page) => page.hits);
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
 * Pagefind's ranking: a higher term similarity than its default (1) puts exact words before longer
 * words they are a prefix of, as Algolia's "exact" criterion does, so "Fis" (the response block)
 * ranks above the many "fiscal" sections.
 */
const RANKING = { termSimilarity: 5 };

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
  let vocabulary: Promise<Vocabulary> | undefined;
  let attempt = 0;

  const loadEngine = () => {
    engine ??= (async () => {
      // A new URL after a failure: browsers remember failed module loads.
      const url = `${options.basePath}pagefind/pagefind.js${attempt > 0 ? `?retry=${attempt}` : ''}`;
      const pagefind = await importModule(url);
      await pagefind.options({ basePath: `${options.basePath}pagefind/`, baseUrl: '/', ranking: RANKING });
      await pagefind.init();
      return pagefind;
    })();
    return engine;
  };

  const loadVocabulary = () => {
    vocabulary ??= (fetchJson(`${options.basePath}vocabulary.json`) as Promise<string[]>).then(vocabularyOf);
    return vocabulary;
  };

  const fail = (what: string, error: unknown): never => {
    engine = undefined;
    vocabulary = undefined;
    attempt++;
    throw new RetryError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  };

  /**
   * The vocabulary for corrections. When the query found something, a vocabulary that cannot be
   * fetched only means no corrections; when it found nothing, it is the error DocSearch reports.
   */
  async function vocabularyUnlessFound(found: boolean): Promise<Vocabulary> {
    try {
      return await loadVocabulary();
    } catch (error) {
      vocabulary = undefined;
      if (found) return vocabularyOf([]);
      throw error;
    }
  }

  async function run(pagefind: Pagefind, query: string, tags: string[] | null) {
    const filters = tags ? { tag: { any: tags } } : undefined;
    const response = await pagefind.search(query, filters ? { filters } : {});
    return response?.results ?? [];
  }

  /**
   * `results`, then the sections with all the words but one: each such query narrows as Pagefind's
   * all-words match does, so it stays fast, where a search per word would score most of the index
   * for a common word. Only when none of those finds anything, the sections with any of the words.
   */
  async function withMostOf(pagefind: Pagefind, results: PagefindResult[], words: string[], tags: string[] | null) {
    if (words.length < 2) return results;
    const lists = (groups: string[][]) => Promise.all(groups.map((group) => run(pagefind, group.join(' '), tags)));
    let found = mergeAnyOf(await lists(words.map((_, skip) => words.filter((__, index) => index !== skip))));
    if (found.length === 0 && words.length > 2) found = mergeAnyOf(await lists(words.map((word) => [word])));
    const seen = new Set(results.map((result) => result.id));
    return [...results, ...found.filter((result) => !seen.has(result.id))];
  }

  /**
   * The results of a query, and the words to highlight. Pagefind matches all words of a query,
   * exactly or as prefixes, which is right for keywords and too strict for questions and typos:
   * - a question is searched without its stop words, and sections with all its words but one follow
   *   those with all ("register a cash register in Austria": the FAQ says "register" and "Austria");
   * - when the query finds nothing, little (fewer than FEW_RESULTS), or hits that lack one of its
   *   words (Pagefind matches an unknown word by its known parts: "Kassensicherungsverordung" by
   *   "Kassen"), it is retried with its plain words (split where punctuation joined them, as in
   *   "ESR.DD"), then with misspelt or rare spellings corrected from the index's vocabulary; what
   *   these find replaces hits that lacked a word, and follows a few good ones.
   */
  async function findResults(
    pagefind: Pagefind,
    query: string,
    tags: string[] | null,
    pageSize: number,
    sectionsOf: (results: PagefindResult[]) => Promise<SectionData[]>,
  ) {
    const terms = queryTerms(query);
    let words = contentWords(terms);
    const question = words.length > 1 && terms.some((term) => STOP_WORDS.has(term));
    const asked = question ? words.join(' ') : query.toLowerCase();
    let results = await run(pagefind, asked, tags);
    if (question && results.length < pageSize) results = await withMostOf(pagefind, results, words, tags);
    let sections = await sectionsOf(results);
    const lacking = results.length > 0 && unmatchedTerms(words, sections).length > 0;
    if (results.length >= FEW_RESULTS && !lacking) return { results, sections, terms: words };

    let better: PagefindResult[] = [];
    let betterWords = words;
    if (words.join(' ') !== asked) better = await run(pagefind, words.join(' '), tags);
    if (better.length === 0) {
      const corrected = correctQuery(words, await vocabularyUnlessFound(results.length > 0));
      if (corrected) {
        betterWords = corrected;
        better = await run(pagefind, corrected.join(' '), tags);
      }
    }
    if (results.length === 0 || lacking) {
      // Hits without one of the words match only a part of it ("Q" of "qqqxxzzyy"): not results.
      [results, words] = better.length > 0 ? [better, betterWords] : [[], words];
    } else {
      const seen = new Set(results.map((result) => result.id));
      results = [...results, ...better.filter((result) => !seen.has(result.id))];
      words = [...new Set([...words, ...betterWords])];
    }
    if (!question && results.length < FEW_RESULTS) results = await withMostOf(pagefind, results, words, tags);
    sections = await sectionsOf(results);
    return { results, sections, terms: words };
  }

  async function searchOne(request: SearchRequest) {
    const params = { ...parseParams(request.params), ...request };
    const query = String(params.query ?? '')
      .slice(0, 256)
      .trim();
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Number(params.page ?? 0);
    const hitOptions: HitOptions = {
      origin: options.origin,
      snippetWords: Number(/content:(\d+)/.exec(String(params.attributesToSnippet ?? ''))?.[1] ?? 10),
      ellipsis: String(params.snippetEllipsisText ?? '…'),
    };
    const tags = tagsFromFacetFilters(params.facetFilters as SearchRequest['facetFilters']);
    const started = performance.now();
    const pageOf = (results: PagefindResult[]) => results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const sectionsOf = async (results: PagefindResult[]) => {
      try {
        return await Promise.all(pageOf(results).map((result) => result.data()));
      } catch (error) {
        return fail('Search results could not be loaded', error);
      }
    };
    let found: { results: PagefindResult[]; sections: SectionData[]; terms: string[] } = {
      results: [],
      sections: [],
      terms: [],
    };
    if (queryTerms(query).length > 0) {
      let pagefind: Pagefind;
      try {
        pagefind = await loadEngine();
      } catch (error) {
        return fail('The search index could not be loaded', error);
      }
      try {
        found = await findResults(pagefind, query, tags, (page + 1) * hitsPerPage, sectionsOf);
      } catch (error) {
        if (error instanceof RetryError) throw error;
        return fail('The search index could not be loaded', error);
      }
    }
    const { results, sections, terms } = found;
    const slice = pageOf(results);
    const hits = byPage(
      sections.map((section, index) => {
        const hit = sectionHit(section, terms, hitOptions);
        return {
          hit,
          score: slice[index]?.score ?? 0,
          exact: exactWords(section.content, terms),
          proximity: adjacentPairs(section.content, terms),
          heading: headingWords(hit, terms),
        };
      }),
    );
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
