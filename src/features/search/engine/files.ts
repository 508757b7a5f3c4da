/**
 * The files of the embedded index under /search/ (written by src/plugins/search-index/sectionIndex.ts):
 * - `index.json` (IndexBase) and `header.json` (MiniSearch's serialisation without its terms):
 *   loaded by every first query;
 * - `terms/<key>.json`: the term index split by shardKey(), loaded for the terms a query can match;
 * - `pages/<n>.json` (PageDisplay): what the results show of page n, loaded for the pages shown.
 */
export interface IndexBase {
  version: 1;
  /** docusaurus_tag values; pageTags[n] indexes into it. */
  tags: string[];
  pageTags: number[];
  /** How much each page's sections count (sectionIndex.ts pageWeight()). */
  pageWeights: number[];
  /** The shard keys that exist, so a query never asks for a missing file. */
  shards: string[];
}

export type SectionType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface SectionDisplay {
  anchor: string | null;
  type: SectionType;
  /** hierarchy.lvl2 … lvl6 of the section. */
  levels: (string | null)[];
  text: string;
}

export interface PageDisplay {
  /** Path of the page, e.g. /efr/AT/fiscal. */
  url: string;
  lvl0: string;
  lvl1: string;
  sections: SectionDisplay[];
}
