import { sectionOf } from './engine/indexOptions';
import type { PageDisplay } from './engine/files';
import { remember } from './engine/remember';
import { fold, STOP_WORDS, termOfFolded, termsOf, tokenize } from './engine/tokenizer';
import type { RankedPage } from './queryPlan';

/**
 * Phrases: MiniSearch scores each word of a query on its own, so a page with "daily report" as a
 * heading and a page with "report" in one paragraph and "daily" in another weigh alike. The best pages
 * are reordered by how many of the query's word pairs stand together in their title, headings or
 * best matching sections, read from the display files (the first PHRASE_PAGES pages are always
 * among the 20 hits the dialog shows, so their heads and best section are loaded anyway; their next
 * PHRASE_SECTIONS - 1 sections' texts are the extra cost).
 */
export const PHRASE_PAGES = 5;
/** The edge of a page on which every word pair of the query stands together (half of it for half the pairs). */
export const PHRASE_EDGE = 0.5;
/** How many of a page's best matching sections are read. */
export const PHRASE_SECTIONS = 4;
/** Words between two of the query's words that still count as together ("daily (Z) report"). */
export const PHRASE_GAP = 1;

/** Whether `second` follows `first` in `terms` with at most PHRASE_GAP words between them. */
function together(terms: readonly string[], first: string, second: string): boolean {
  for (let index = 0; index < terms.length; index++) {
    if (terms[index] !== first) continue;
    if (terms.slice(index + 1, index + 2 + PHRASE_GAP).includes(second)) return true;
  }
  return false;
}

/**
 * The index terms of a text in order, as termsOf() gives them, but only words that begin as one of
 * the query's terms are stemmed; any other word stands as '' (stemming every word of five pages
 * would cost more than the search).
 */
export function termsNear(text: string, starts: ReadonlySet<string>): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text, { camel: false })) {
    const folded = foldWord(word);
    if (folded.length < 2 || STOP_WORDS.has(folded)) continue;
    terms.push(starts.has(folded.slice(0, 3)) ? (termOfFoldedWord(folded) ?? '') : '');
  }
  return terms;
}

const foldWord = remember(fold);
const termOfFoldedWord = remember(termOfFolded);

/** The share of the query's word pairs that stand together in the page's title, headings or best sections. */
export function phraseShare(queryTerms: readonly string[], page: RankedPage, display: PageDisplay): number {
  const pairs = queryTerms.slice(1).map((term, index) => [queryTerms[index]!, term] as const);
  if (pairs.length === 0) return 0;
  const texts = [display.lvl1];
  for (const result of page.sections.slice(0, PHRASE_SECTIONS)) {
    const section = display.sections[sectionOf(result.id as number)];
    if (section) texts.push(...section.levels.filter((level): level is string => Boolean(level)), section.text ?? '');
  }
  const starts = new Set(queryTerms.map((term) => term.slice(0, 3)));
  const termsOfTexts = texts.map((text) => termsNear(text, starts));
  const found = pairs.filter(([first, second]) => termsOfTexts.some((terms) => together(terms, first, second)));
  return found.length / pairs.length;
}

/**
 * The first PHRASE_PAGES pages reordered with the phrase edge, each within its tier of the query
 * plan; the other pages follow in their order.
 */
export async function byPhrase(
  ranked: readonly RankedPage[],
  query: string,
  display: (page: number, withText: readonly number[]) => Promise<PageDisplay>,
): Promise<RankedPage[]> {
  const queryTerms = termsOf(query, { camel: false });
  if (new Set(queryTerms).size < 2 || ranked.length < 2) return [...ranked];
  const head = ranked.slice(0, PHRASE_PAGES);
  const displays = await Promise.all(
    head.map((page) =>
      display(
        page.page,
        page.sections.slice(0, PHRASE_SECTIONS).map((result) => sectionOf(result.id as number)),
      ),
    ),
  );
  const reordered = head
    .map((page, index) => ({
      ...page,
      score: page.score * (1 + PHRASE_EDGE * phraseShare(queryTerms, page, displays[index]!)),
    }))
    .sort((a, b) => (a.tier ?? 0) - (b.tier ?? 0) || b.score - a.score);
  return [...reordered, ...ranked.slice(PHRASE_PAGES)];
}
