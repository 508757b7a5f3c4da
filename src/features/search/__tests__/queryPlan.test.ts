import MiniSearch, { type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { FIELDS, INDEX_OPTIONS, type SectionDocument } from '../engine/indexOptions';
import { byCoverage, type RankedPage } from '../queryPlan';

const section = (id: number, body: string): SectionDocument => ({
  id,
  ...(Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<(typeof FIELDS)[number], string>),
  body,
});

/** A ranked page whose one section matched these query terms. */
const ranked = (page: number, queryTerms: string[]): RankedPage => ({
  page,
  score: 10,
  allTerms: false,
  sections: [{ id: page, score: 10, terms: queryTerms, queryTerms, match: {} } as SearchResult],
});

describe('byCoverage', () => {
  const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
  mini.addAll([
    section(1, 'When the internet is down, the till keeps working.'),
    ...[2, 3, 4, 5, 6].map((id) => section(id, 'The store prints receipts on the printer.')),
  ]);

  it('weighs pages of equal score by the rarity of the query words they cover', () => {
    const [rare, common] = byCoverage(mini, [
      ranked(1, ['internet', 'down']),
      ranked(2, ['store', 'print', 'receipt']),
    ]);
    expect(rare!.score).toBeGreaterThan(common!.score);
  });

  it('keeps the score of a page that covers every word found', () => {
    const [all] = byCoverage(mini, [ranked(1, ['internet', 'down'])]);
    expect(all!.score).toBe(10);
  });
});
