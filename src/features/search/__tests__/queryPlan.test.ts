import MiniSearch, { type SearchResult } from 'minisearch';
import type { LoadedIndex } from '../localEngine';
import { describe, expect, it, vi } from 'vitest';
import { FIELDS, INDEX_OPTIONS, type SectionDocument } from '../engine/indexOptions';
import { searchRecord, type SearchRecord } from '../../../plugins/search-index/records';
import { sectionIndex } from '../../../plugins/search-index/sectionIndex';
import {
  byCoverage,
  byPage,
  bySectionCoverage,
  COPY_WEIGHT,
  FUZZY_ALL_EDGE,
  rankPages,
  SECTION_COVERAGE,
  UNNAMED_COUNTRY,
  AREA_NAME,
  type RankedPage,
} from '../queryPlan';

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

  it("counts a term's sections once for all the queries that share a memory of rarities", () => {
    const known = new Map<string, number>();
    const search = vi.spyOn(mini, 'search');
    const first = byCoverage(mini, [ranked(1, ['internet', 'down']), ranked(2, ['store'])], known);
    const again = byCoverage(mini, [ranked(1, ['internet', 'down']), ranked(2, ['store'])], known);
    expect(search).toHaveBeenCalledTimes(3);
    expect(again.map((page) => page.score)).toEqual(first.map((page) => page.score));
    expect([...known.keys()].sort()).toEqual(['down', 'internet', 'store']);
    search.mockRestore();
  });
});

describe('bySectionCoverage', () => {
  const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
  mini.addAll([
    section(1, 'Show the QR code on the customer display.'),
    ...[2, 3, 4, 5].map((id) => section(id, 'The customer scans the QR code.')),
  ]);
  const result = (id: number, queryTerms: string[]) =>
    ({ id, score: 10, terms: queryTerms, queryTerms, match: {} }) as SearchResult;

  it(`weighs each section by its own share of the query, to the power ${SECTION_COVERAGE}`, () => {
    const [whole, part] = bySectionCoverage(mini, [
      result(1, ['displai', 'qr', 'customer']),
      result(2, ['qr', 'customer']),
    ]);
    expect(whole!.score).toBe(10);
    expect(part!.score).toBeLessThan(10);
    expect(part!.score).toBeGreaterThan(10 * 0.5);
  });

  it('puts a page whose one section has every word before a page of several sections with some', () => {
    const results = [
      { ...result(1 * 4096 + 1, ['displai', 'qr', 'customer']), score: 13 },
      ...[1, 2].map((n) => result(2 * 4096 + n, ['qr', 'customer'])),
    ];
    const order = (list: SearchResult[]) =>
      byPage(list, () => 1, false)
        .sort((a, b) => b.score - a.score)
        .map((page) => page.page);
    // Summed, the two partial sections outweigh the one complete section; weighed, they do not.
    expect(order(results)).toEqual([2, 1]);
    expect(order(bySectionCoverage(mini, results))).toEqual([1, 2]);
  });
});

describe('rankPages', () => {
  const shared = 'Create the location and the till in the Portal; the till then appears in the Portal list.';
  const records = (path: string, title: string, text: string): SearchRecord[] => {
    const hierarchy = { lvl0: 'EFR', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const at = (position: number) => ({
      path,
      base: `https://docs.example.com${path}`,
      anchor: null,
      hierarchy,
      language: 'en',
      tag: 'docs-efr-current',
      position,
    });
    return [searchRecord('lvl1', null, at(0)), searchRecord('content', text, at(1))];
  };
  const { documents, base } = sectionIndex(
    [
      ...records('/efr/getting-started', 'Getting started', shared),
      ...records('/efr/AT/setup', 'Set-up', shared),
      ...records('/efr/DE/setup', 'Set-up', `${shared} Germany asks for more.`),
    ],
    () => '',
  );
  const mini = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
  mini.addAll(documents);
  /** A loaded index as the engine hands it out, over all the fixture's terms. */
  const loaded = (indexBase: typeof base, index: MiniSearch<SectionDocument>): LoadedIndex => ({
    base: { ...indexBase, shards: [] },
    mini: index,
    rarities: new Map(),
  });

  it('counts a text that several pages include once: its copies weigh COPY_WEIGHT', () => {
    const ranked = rankPages(loaded(base, mini), 'till portal', { tags: null });
    const score = (url: string) =>
      ranked.find((page) => page.page === ['/efr/getting-started', '/efr/AT/setup', '/efr/DE/setup'].indexOf(url))!
        .score;
    // (A country's page, for a query that names no country: UNNAMED_COUNTRY.)
    expect(score('/efr/AT/setup')).toBeCloseTo(COPY_WEIGHT * UNNAMED_COUNTRY * score('/efr/getting-started'));
    // A page whose text differs is no copy, though it repeats most of it.
    expect(score('/efr/DE/setup')).toBeGreaterThan(COPY_WEIGHT * UNNAMED_COUNTRY * score('/efr/getting-started'));
  });

  it('ranks the general page before a country page of equal relevance when the query names no country', () => {
    const ranked = rankPages(loaded(base, mini), 'germany', { tags: null });
    expect(ranked.map((page) => page.page)).toEqual([2]);
    const general = rankPages(loaded(base, mini), 'location', { tags: null });
    const score = (page: number) => general.find((entry) => entry.page === page)!.score;
    expect(score(2)).toBeLessThan(score(0));
  });

  it("weighs an area's name in the query at AREA_NAME: the query's other words decide", () => {
    const page = (path: string, area: string, title: string, text: string) =>
      records(path, title, text).map((record) => ({ ...record, hierarchy: { ...record.hierarchy, lvl0: area } }));
    const { documents: pages, base: pagesBase } = sectionIndex(
      [
        ...page('/bill/QuickStart', 'Digital Receipt', 'Quick start', 'Show the QR code on the customer display.'),
        ...page(
          '/faq/digitalBill',
          'FAQs',
          'Digital receipts',
          'The digital receipt opens; a digital receipt is kept (im digitalen Beleg).',
        ),
      ],
      () => '',
    );
    expect(pagesBase.areaNames).toContainEqual(['digit', 'receipt']);
    const index = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
    index.addAll(pages);
    const score = (areaNames: string[][], query: string) =>
      rankPages(loaded({ ...pagesBase, areaNames }, index), query, { tags: null }).find((entry) => entry.page === 1)!
        .score;
    // The FAQ has only the name: its score is the name's, weighed at AREA_NAME.
    expect(score([['digit', 'receipt']], 'digital receipt')).toBeCloseTo(AREA_NAME * score([], 'digital receipt'));
    // Its glossary forms, inflected as German is, too.
    expect(score([['digital', 'beleg']], 'digitalen Beleg')).toBeCloseTo(AREA_NAME * score([], 'digitalen Beleg'));
    // Only the whole name: "digital" alone is a word like any other.
    expect(score([['digit', 'receipt']], 'digital')).toBeCloseTo(score([], 'digital'));
    expect(AREA_NAME).toBeLessThan(1);
  });

  it('ranks pages with every word only by a typo among pages with some words, ahead by FUZZY_ALL_EDGE', () => {
    // "Startbeleg prüfen": one page mentions the start receipt beside an auditor ("Prüfer", one letter
    // from "prüfen"); the page about the start receipt has no form of "prüfen" at all.
    const { documents: pages, base: pagesBase } = sectionIndex(
      [
        ...records('/efr/AT/fiscal', 'Startbeleg', 'Der Startbeleg wird mit der App geprüft. Jeder Startbeleg zählt.'),
        ...records(
          '/efr/AT/export',
          'Export',
          'Den Export lädt der Prüfer herunter, mit dem Startbeleg und allen Belegen.',
        ),
      ],
      () => '',
    );
    const index = new MiniSearch<SectionDocument>(INDEX_OPTIONS);
    index.addAll(pages);
    const order = rankPages(loaded(pagesBase, index), 'Startbeleg prufen', { tags: null });
    expect(order.map((page) => page.page)).toEqual([0, 1]);
    expect(order[1]!.allTerms).toBe(true);
    expect(FUZZY_ALL_EDGE).toBeGreaterThan(1);
  });
});
