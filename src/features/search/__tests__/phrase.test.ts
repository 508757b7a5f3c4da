import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { PageDisplay } from '../engine/files';
import { SECTIONS_PER_PAGE } from '../engine/indexOptions';
import { termsOf } from '../engine/tokenizer';
import { byPhrase, PHRASE_PAGES, phraseShare, termsNear } from '../phrase';
import type { RankedPage } from '../queryPlan';

/** A page display with one section (1) besides its own (0). */
const display = (page: number, title: string, heading: string, text: string): PageDisplay => ({
  url: `/page/${page}`,
  lvl0: 'Docs',
  lvl1: title,
  sections: [
    { anchor: null, type: 'lvl1', levels: [], text: '' },
    { anchor: 'a', type: 'lvl2', levels: [heading], text },
  ],
});

const ranked = (page: number, score: number, tier = 0): RankedPage => ({
  page,
  score,
  tier,
  allTerms: true,
  sections: [{ id: page * SECTIONS_PER_PAGE + 1, score, terms: [], queryTerms: [], match: {} } as SearchResult],
});

describe('termsNear', () => {
  it('gives the index terms of the words that begin as a query term, in their places', () => {
    const text = 'Printing the receipts of the daily closing';
    const starts = new Set(['rec', 'dai']);
    expect(termsNear(text, starts)).toEqual(['', ...termsOf('receipts daily'), '']);
  });
});

describe('phraseShare', () => {
  it('counts the word pairs of the query that stand together', () => {
    const page = display(1, 'Closing', 'Daily closing', 'The Z report is printed at the end of the day.');
    expect(phraseShare(['report', 'print'], ranked(1, 1), page)).toBe(1);
    expect(phraseShare(['day', 'report'], ranked(1, 1), page)).toBe(0);
  });

  it('allows one word between the two and finds pairs in headings', () => {
    const page = display(1, 'Receipts', 'Copy of a receipt', 'Reprints are marked.');
    expect(phraseShare(['copy', 'receipt'], ranked(1, 1), page)).toBe(1);
  });

  it('is 0 for a one-word query', () => {
    expect(phraseShare(['receipt'], ranked(1, 1), display(1, 'Receipt', 'Receipt', 'receipt'))).toBe(0);
  });
});

describe('byPhrase', () => {
  const displays = new Map([
    [1, display(1, 'Reports', 'Reports', 'A report per shift; the daily counter goes up.')],
    [2, display(2, 'Closing', 'Daily report', 'Print the daily report at closing.')],
    [3, display(3, 'Other', 'Daily report', 'Print the daily report at closing.')],
  ]);
  const load = (page: number) => Promise.resolve(displays.get(page)!);

  it('puts a close second page where the query stands as a phrase first', async () => {
    const order = await byPhrase([ranked(1, 10), ranked(2, 9)], 'daily report', load);
    expect(order.map((page) => page.page)).toEqual([2, 1]);
  });

  it('does not lift a page far behind', async () => {
    const order = await byPhrase([ranked(1, 10), ranked(2, 5)], 'daily report', load);
    expect(order.map((page) => page.page)).toEqual([1, 2]);
  });

  it('keeps the tiers of the query plan: a phrase does not lift a page above an earlier tier', async () => {
    const order = await byPhrase([ranked(1, 1, 0), ranked(3, 9, 2)], 'daily report', load);
    expect(order.map((page) => page.page)).toEqual([1, 3]);
  });

  it('leaves pages after the first PHRASE_PAGES and one-word queries as they are', async () => {
    const many = Array.from({ length: PHRASE_PAGES }, (_, index) => ranked(1, 20 - index));
    const order = await byPhrase([...many, ranked(2, 1)], 'daily report', load);
    expect(order.at(-1)!.page).toBe(2);
    const single = await byPhrase([ranked(1, 10), ranked(2, 9)], 'report', load);
    expect(single.map((page) => page.page)).toEqual([1, 2]);
  });
});
