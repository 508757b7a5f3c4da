import type { SearchOptions, SearchResult } from 'minisearch';
import type MiniSearch from 'minisearch';
import { MATCHING, pageOf, sectionOf, type SectionDocument } from './engine/indexOptions';
import { identifierTerms, termsOf } from './engine/tokenizer';
import type { LoadedIndex } from './localEngine';

/** A page of the results with its matching sections, best first. */
export interface RankedPage {
  page: number;
  score: number;
  sections: SearchResult[];
  /** Whether every word of the query occurs in one of the page's sections. */
  allTerms: boolean;
  /** The tier of the query plan that found the page (rankPages): pages of an earlier tier come first. */
  tier?: number;
}

export interface PlanOptions {
  /** Only pages with one of these docusaurus_tag values; null for all. */
  tags: ReadonlySet<string> | null;
  /** Pages with one of these tags come first among results of similar relevance. */
  preferredTags?: ReadonlySet<string>;
}

/** Fewer pages than this with all the words make the plan add pages with most of them. */
export const ENOUGH_PAGES = 5;
/** How much a page's further matching sections add to its best one, and how many count. */
export const FURTHER_SECTION_WEIGHT = 0.5;
export const FURTHER_SECTIONS = 14;
/** The weight of an identifier's joined form and of its parts in a query ("Fis.Code": fiscode; fis, code). */
export const IDENTIFIER_WHOLE = 3;
export const IDENTIFIER_PART = 0.5;
/**
 * The edge of a page whose title is the query ("Austria" → the page titled "Austria", before
 * "Austria FAQ" and "Austria – fiscal rules"), as Algolia ranks an exact attribute match first.
 */
export const WHOLE_TITLE = 2;
/**
 * The edge of the current area's pages over pages of other areas: a tie-break among pages of
 * similar relevance, not more. At 1.15 it put the current area's weaker pages first for queries
 * typed on an area page that another area answers (held out in an area 87.9 % top-1, 88.8 % at
 * 1.05, as from the home page).
 */
export const PREFERRED_AREA = 1.05;
/**
 * A query that names a country ("internet down in our swedish store") asks about that country:
 * its pages count more, and the pages of other countries less (pages about no one country stay).
 */
export const NAMED_COUNTRY = 2.25;
export const OTHER_COUNTRY = 0.6;
/**
 * A query that names no country asks in general more often than about one country: "how do I
 * print a copy of an old receipt" wants the API's business cases before Lithuania's receipt
 * layout, which also speaks of copies. A slight edge only (tuning set: 0.9 gained 0.3 points,
 * 0.8 and 0.7 more, but those lost held-out and blind queries that 0.9 kept).
 */
export const UNNAMED_COUNTRY = 0.9;
/**
 * From this many distinct words, a query is a question or a description of a problem: its pages are
 * ranked by how much of it they cover (any words), not first by sections that hold every word, which
 * favours long pages that mention everything once.
 */
export const LONG_QUERY = 4;
/**
 * A page with every word only by a typo or a prefix (tier 2) is weak evidence: "Startbeleg prüfen"
 * finds "Startbeleg" beside "Prüfer" (auditor) on pages about something else. When that tier fills
 * fewer than ENOUGH_PAGES pages, its pages are ranked among the pages with some of the words, ahead
 * by this factor, instead of above all of them.
 */
export const FUZZY_ALL_EDGE = 2;
/** Words the index knows of at most this length are not also matched as prefixes after the first tier. */
export const KNOWN_SHORT = 3;
/**
 * The weight of an area's name in a query ("show the digital receipt QR code on the customer
 * display"): it says where to look, not what to find, since every section of the area's pages has
 * it in its context and every heading of the area's FAQ repeats it; the other words decide. Tried
 * 1, 0.6, 0.5, 0.3 (top-1 from the home page: held out 89.8 → 90.6 from 0.6, 90.9 at 0.3; tuning
 * +0.1, blind unchanged); 0.5 keeps the name a tie-break among pages with the same other words.
 */
export const AREA_NAME = 0.5;
/** Whether a query word is an index term or the term with an inflection ("digitalen", "digital"). */
export function inflects(word: string, term: string): boolean {
  return word.startsWith(term) && word.length - term.length <= 2;
}

/** Index terms looked up as they are, each in every field: no tokenizing, stemming, prefix or typo. */
const asIs = { tokenize: (term: string) => [term], processTerm: (term: string) => term, prefix: false, fuzzy: false };
/** How much a section counts that repeats another page's text (IndexBase.copies). */
export const COPY_WEIGHT = 0.3;

/**
 * Whether a word is an identifier typed whole: camel case ("TraS", "OprTIN") or written with
 * symbols ("CU_TIMEOUT", "Fis.Code", "NFS=CLO"). Readers copy these from code and logs, so the
 * query's last word is then not also a prefix of longer identifiers ("TraSC").
 */
export function typedWhole(word: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(word) || /[_.=$]/.test(word);
}

/**
 * Pages scored from their sections: the best section plus FURTHER_SECTION_WEIGHT × the next nine,
 * since a page several sections of which match is more likely about the query than a page with one
 * dense mention (a list of sources).
 */
export function byPage(
  results: readonly SearchResult[],
  weightOf: (page: number) => number,
  allTerms: boolean,
  isWholeTitle: (page: number, own: SearchResult | undefined) => boolean = () => false,
) {
  const pages = new Map<number, SearchResult[]>();
  for (const result of results) {
    const page = pageOf(result.id as number);
    pages.set(page, [...(pages.get(page) ?? []), result]);
  }
  return [...pages].map(([page, sections]): RankedPage => {
    const sorted = sections.sort((a, b) => b.score - a.score);
    const further = sorted.slice(1, 1 + FURTHER_SECTIONS).reduce((sum, section) => sum + section.score, 0);
    return {
      page,
      sections: sorted,
      allTerms,
      score:
        (sorted[0]!.score + FURTHER_SECTION_WEIGHT * further) *
        weightOf(page) *
        (isWholeTitle(
          page,
          sorted.find((section) => sectionOf(section.id as number) === 0),
        )
          ? WHOLE_TITLE
          : 1),
    };
  });
}

/**
 * Pages with some of the query's words, weighed by how much of the query they cover across their
 * sections, each word counted by its rarity (inverse document frequency): a page with "swedish",
 * "internet" and "down" answers "internet is down in our swedish store, can we still sell and
 * print receipts" better than one with "print", "receipt" and "store" in every section.
 */
export function byCoverage(
  mini: MiniSearch<SectionDocument>,
  pages: readonly RankedPage[],
  known: Map<string, number> = new Map(),
): RankedPage[] {
  const shareOf = queryShare(
    mini,
    pages.flatMap((page) => page.sections.flatMap((section) => section.queryTerms)),
    known,
  );
  return pages.map((page) => {
    const share = shareOf(page.sections.flatMap((section) => section.queryTerms));
    return { ...page, score: page.score * share };
  });
}

/**
 * The share of the query some of its matched terms cover, each term counted once by its rarity,
 * against all the terms the results matched (byCoverage for pages, bySectionCoverage for sections).
 */
function queryShare(
  mini: MiniSearch<SectionDocument>,
  matched: readonly string[],
  known: Map<string, number>,
): (terms: readonly string[]) => number {
  const idf = new Map([...new Set(matched)].map((term) => [term, rarity(mini, term, known)]));
  const whole = [...idf.values()].reduce((sum, value) => sum + value, 0);
  return (terms) => [...new Set(terms)].reduce((sum, term) => sum + idf.get(term)!, 0) / whole;
}

/**
 * In the any-words tier, each section's score is weighed by the share of the query it covers
 * itself (each word by its rarity), to this power, before the page adds up its sections: for
 * "show qr code on customer display" the guide's one section with every word beat the FAQ's sixteen
 * sections with four of them each. Chosen by the tuning set (0.25–3 tried; 0.4 best there; see
 * docs-internal/search-engines.md for every set):
 * top-1 from the home page tuning 88.9 → 89.0, held out 88.4 → 89.2, blind 88.3 unchanged; top-5
 * tuning 98.9 → 99.4, held out 98.9 → 98.6, blind unchanged.
 */
export const SECTION_COVERAGE = 0.4;

/** The results with each section's score weighed by its own coverage of the query (SECTION_COVERAGE). */
export function bySectionCoverage(
  mini: MiniSearch<SectionDocument>,
  results: readonly SearchResult[],
  known: Map<string, number> = new Map(),
): SearchResult[] {
  const shareOf = queryShare(
    mini,
    results.flatMap((result) => result.queryTerms),
    known,
  );
  return results.map((result) => ({ ...result, score: result.score * shareOf(result.queryTerms) ** SECTION_COVERAGE }));
}

/** A term's inverse document frequency: the log of how many sections there are per section that has it. */
function rarity(mini: MiniSearch<SectionDocument>, term: string, known: Map<string, number>): number {
  let value = known.get(term);
  if (value === undefined) {
    value = Math.log(1 + mini.documentCount / Math.max(1, mini.search(term, asIs).length));
    known.set(term, value);
  }
  return value;
}

/**
 * The query plan, in tiers as Algolia ranks (typos first, then words): sections with all the
 * query's words written exactly (the last word also as a prefix, as it is being typed, unless it is
 * an identifier typed whole); then, when
 * those fill fewer than ENOUGH_PAGES pages, with all the words allowing prefixes from three letters
 * and a typo from five; then with any of the words, ranked by how many and how well they match
 * (each section by its own share of the query, bySectionCoverage, then each page by its share,
 * byCoverage), so
 * a question never comes back empty when its content words occur on the site. A query of
 * LONG_QUERY words or more goes to that last tier at once. Pages of the second tier, when they are
 * too few, are ranked with the third's (FUZZY_ALL_EDGE). Stop words are not in the index
 * (tokenizer.ts). Each tier adds only pages the earlier ones did not find.
 */
export function rankPages({ base, mini, rarities }: LoadedIndex, query: string, options: PlanOptions): RankedPage[] {
  const allowed = (page: number) => options.tags === null || options.tags.has(base.tags[base.pageTags[page]!]!);
  const preferred = (page: number) => options.preferredTags?.has(base.tags[base.pageTags[page]!]!) ?? false;
  // The query's words as index terms, once for the rules below.
  const typed = termsOf(query);
  const named = new Set(typed.flatMap((term) => base.countryTerms?.[term] ?? []));
  const countryWeight = (page: number) => {
    const country = base.pageCountries?.[page];
    if (!country) return 1;
    if (named.size === 0) return UNNAMED_COUNTRY;
    return named.has(country) ? NAMED_COUNTRY : OTHER_COUNTRY;
  };
  const weightOf = (page: number) =>
    (base.pageWeights[page] ?? 1) * (preferred(page) ? PREFERRED_AREA : 1) * countryWeight(page);
  const filter = (result: SearchResult) => allowed(pageOf(result.id as number));
  let copyId = 0;
  const copies = new Set((base.copies ?? []).map((delta) => (copyId += delta)));
  const boostDocument = (id: unknown) => (copies.has(id as number) ? COPY_WEIGHT : 1);
  // The page's own section (0) holds its title: the query is the title when each of the query's
  // words and each of the title's words matched there.
  const queryTerms = new Set(termsOf(query, { camel: false })).size;
  const isWholeTitle = (page: number, own: SearchResult | undefined) => {
    const inTitle = own ? Object.values(own.match).filter((fields) => fields.includes('title')).length : 0;
    return inTitle > 0 && inTitle >= queryTerms && inTitle >= (base.titleTerms?.[page] ?? Infinity);
  };
  // An identifier typed whole ("Fis.Code") counts more than its parts, which are common words.
  const { whole, parts } = identifierTerms(query);
  // The query's words that form an area's name, inflected or not ("digitalen Beleg").
  const areaName = new Set(
    (base.areaNames ?? []).flatMap((name) => {
      const words = name.map((term) => typed.filter((word) => inflects(word, term)));
      return words.every((forms) => forms.length > 0) ? words.flat() : [];
    }),
  );
  const boostTerm = (term: string) =>
    whole.has(term) ? IDENTIFIER_WHOLE : parts.has(term) ? IDENTIFIER_PART : areaName.has(term) ? AREA_NAME : 1;
  const lastTypedWhole = typedWhole(query.trim().split(/\s+/).at(-1) ?? '');
  // A known word of three letters is a whole word or code ("POS", "TSE", "SDI"), not a start: as a
  // prefix it matched every identifier it begins ("PosA", "PosTaxG"), each adding to the score.
  const wholeShort = new Set(typed.filter((term) => term.length <= KNOWN_SHORT && mini.search(term, asIs).length > 0));
  const prefix = (term: string) => term.length >= 3 && !wholeShort.has(term);
  const tiers: SearchOptions[] = [
    {
      boost: MATCHING.boost,
      combineWith: 'AND',
      prefix: (term, index, terms) => !lastTypedWhole && index === terms.length - 1 && term.length >= 3,
    },
    { ...MATCHING, prefix, combineWith: 'AND' },
    { ...MATCHING, prefix, combineWith: 'OR' },
  ];
  const ranked: RankedPage[] = [];
  const seen = new Set<number>();
  const first = queryTerms >= LONG_QUERY ? 2 : 0;
  // Pages with every word only by a typo or prefix, when too few: ranked with the next tier's.
  let typoPages: RankedPage[] = [];
  for (const [tier, searchOptions] of [...tiers.entries()].slice(first)) {
    const results = mini.search(query, { ...searchOptions, filter, boostTerm, boostDocument });
    let pages = byPage(
      tier === 2 ? bySectionCoverage(mini, results, rarities) : results,
      weightOf,
      tier < 2,
      isWholeTitle,
    ).filter((page) => !seen.has(page.page));
    if (tier === 2) pages = [...byCoverage(mini, pages, rarities), ...typoPages];
    pages.sort((a, b) => b.score - a.score);
    pages = pages.map((page) => ({ ...page, tier }));
    for (const page of pages) seen.add(page.page);
    if (tier === 1 && ranked.length + pages.length < ENOUGH_PAGES) {
      typoPages = pages.map((page) => ({ ...page, score: page.score * FUZZY_ALL_EDGE }));
      continue;
    }
    ranked.push(...pages);
    if (ranked.length >= ENOUGH_PAGES) break;
  }
  return ranked;
}
