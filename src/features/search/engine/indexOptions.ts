import type { Options, SearchOptions } from 'minisearch';
import { processTerm, tokenize, tokenizeQuery } from './tokenizer';

/**
 * The embedded index: MiniSearch over one document per section of a page (a heading with the text
 * under it, as DocSearch records are grouped), written at build time (src/plugins/search-index)
 * and queried in the browser (../localEngine.ts) with the same options, which is what MiniSearch
 * requires of a serialised index.
 *
 * Fields and what they hold:
 * - `title`: the page title, on the page's own section only;
 * - `heading`: the section's own heading;
 * - `keywords`: the page's `keywords` front matter and description, on the page's own section;
 * - `ids`: the first cells of the section's table rows: the field, code or setting a row defines
 *   ("TaxG", "Fis_QR"), which would weigh as little as a mention elsewhere in running text; and the
 *   identifiers only its code blocks show ("CU_TIMEOUT" in a response example);
 * - `body`: the section's text;
 * - `context`: the page title and the headings above the section, as DocSearch searches
 *   hierarchy.lvl0–lvl6, so "austria registration" finds the "Registration" section of the Austria page;
 * - `glossary`: the German (or English) equivalents of the domain terms the section uses
 *   (src/data/search/glossary.ts), so "Storno Beleg" reaches the English page about voiding receipts.
 */
export const FIELDS = ['title', 'heading', 'keywords', 'ids', 'body', 'context', 'glossary'] as const;
export type Field = (typeof FIELDS)[number];
export type SectionDocument = { id: number } & Record<Field, string>;

/** Field weights (body text is 1): what a page is about weighs more than what it mentions. */
export const BOOST: Record<Field, number> = {
  title: 3.6,
  heading: 3,
  keywords: 2.5,
  ids: 1.5,
  body: 1,
  context: 1,
  glossary: 0.48,
};

export const INDEX_OPTIONS: Options<SectionDocument> = {
  fields: [...FIELDS],
  tokenize: (text) => tokenize(text),
  processTerm,
  searchOptions: { tokenize: tokenizeQuery },
};

/**
 * A document's id carries its page and its place in the page: page × SECTIONS_PER_PAGE + section.
 * This keeps MiniSearch's stored fields empty, which would otherwise be the largest part of the
 * part of the index every query loads (about 20 bytes a section).
 */
export const SECTIONS_PER_PAGE = 4096;
export const pageOf = (id: number) => Math.floor(id / SECTIONS_PER_PAGE);
export const sectionOf = (id: number) => id % SECTIONS_PER_PAGE;

/**
 * The index is split by the first three characters of its terms, so a query loads the postings of
 * the terms it can match and not the whole index: prefix matches share the first three characters
 * and so do typos after them ("germnay", "recipt"). Among the first three, respelling (respell.ts)
 * corrects a swap or an extra letter by reading the shard they lead to, and a letter left out
 * through the near files; a mistyped one is not corrected.
 * A two-letter query word loads every shard its key starts ("ta" loads "tax", "tab", …).
 */
export const SHARD_KEY_LENGTH = 3;
export function shardKey(term: string): string {
  return term.slice(0, SHARD_KEY_LENGTH);
}

/** The shard keys a query term can match, among the keys that exist. */
export function shardKeysFor(term: string, available: readonly string[]): string[] {
  if (term.length >= SHARD_KEY_LENGTH) return available.includes(shardKey(term)) ? [shardKey(term)] : [];
  return available.filter((key) => key.startsWith(term));
}

/** The file name of a shard: the key's code points, so any character is a safe name. */
export function shardFile(key: string): string {
  return `${[...key].map((char) => char.codePointAt(0)!.toString(36)).join('-')}.json`;
}

/** Prefix matches from three characters, one typo from five, two from seven. */
export const MATCHING: Pick<SearchOptions, 'prefix' | 'fuzzy' | 'maxFuzzy' | 'boost' | 'weights'> = {
  boost: BOOST,
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.27, prefix: 0.225 },
};
