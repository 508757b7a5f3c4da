/**
 * The files of the embedded index under /search/ (written by src/plugins/search-index/sectionIndex.ts):
 * - `index.json` (IndexBase) and `header.json` (CompactHeader: MiniSearch's serialisation without
 *   its terms, in columns): loaded by the first query;
 * - `terms/<key>.json`: the term index split by shardKey(), loaded for the terms a query can match;
 * - `pages/<n>.json` (PageDisplay without the sections' text): page n's path, area, title and
 *   each section's anchor, type and headings, loaded for the pages shown;
 * - `pages/<n>/<s>.json`: the text of section s of page n (a JSON string), loaded for the sections
 *   shown and read (a page's whole text, where one section is shown, was most of a query's bytes);
 * - `near/<key>.json`: terms listed under their forms with one of the first letters left out
 *   (respell.ts nearForms()), loaded only to respell a word the index does not know.
 */
export interface IndexBase {
  version: 1;
  /** docusaurus_tag values; pageTags[n] indexes into it. */
  tags: string[];
  pageTags: number[];
  /** How much each page's sections count (sectionIndex.ts pageWeight()). */
  pageWeights: number[];
  /** How many different terms each page's title has (queryPlan.ts: a query that is the whole title); absent in an index written before it existed. */
  titleTerms?: number[];
  /** The site's country codes and names ("AT": "Austria"), for codes typed in a query (respell.ts). */
  countries?: Record<string, string>;
  /** The country each page is about (sectionIndex.ts pageCountry()), or null; absent in an older index. */
  pageCountries?: (string | null)[];
  /** The index terms that name a country ("austria", "osterreich", "swedish") and its code. */
  countryTerms?: Record<string, string>;
  /** The terms of each area name of two or more words (sectionIndex.ts areaNames()); absent in an older index. */
  areaNames?: string[][];
  /**
   * Sections that repeat another page's text (a shared part included in several pages, such as the
   * set-up steps of every country overview), as document ids, each the difference to the one
   * before; absent in an older index. See sectionIndex.ts copiedSections().
   */
  copies?: number[];
  /** The shard keys that exist, so a query never asks for a missing file. */
  shards: string[];
  /** The keys of the near files that exist; absent in an index written before them. */
  near?: string[];
}

export type SectionType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface SectionDisplay {
  anchor: string | null;
  type: SectionType;
  /** hierarchy.lvl2 … lvl6 of the section. */
  levels: (string | null)[];
  /** Absent where it was not loaded: LocalEngine.page() loads the sections it is asked for. */
  text?: string;
}

export interface PageDisplay {
  /** Path of the page, e.g. /efr/AT/fiscal. */
  url: string;
  lvl0: string;
  lvl1: string;
  sections: SectionDisplay[];
}

/**
 * MiniSearch's serialisation without its term index, in a compact form: its document ids as
 * differences (sections of a page follow each other) and its field lengths as one column per
 * field, which compress far better than an object per document (at 30,000 sections: 310 kB gz as
 * MiniSearch writes it). headerOf() in ./header.ts turns it back into MiniSearch's shape.
 */
export interface CompactHeader {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Document ids of short ids 0, 1, 2, …, each as the difference to the one before. */
  idDeltas: number[];
  /** lengths[field][shortId]. */
  lengths: number[][];
}
