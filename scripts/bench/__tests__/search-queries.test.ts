import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The query sets of bench:search (tuning, held out, blind): each query names the pages that answer
 * it by route, and a route the site does not have would count as a miss on every run, whatever the
 * search does. So every expected route is one of the site's (src/data/routes.txt), each kind is one
 * of the six the sets are written in (the report groups by whatever kinds it finds), and no query is in two sets (a held-out or blind query must not be tuned on).
 */
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const routes = new Set(read('../../../src/data/routes.txt').split('\n').filter(Boolean));
/** The six kinds of query the sets are written in (issue 14). */
const KINDS = ['exact', 'question', 'typo', 'german', 'identifier', 'cross-area'];
type Query = { kind: string; query: string; expected: string[]; from?: string };
const sets = Object.fromEntries(
  ['search-queries.json', 'search-queries.holdout.json', 'search-queries.blind.json'].map((file) => [
    file,
    (JSON.parse(read(`../${file}`)) as { queries: Query[] }).queries,
  ]),
);
/** A query as typed, but for case and spacing ("NFS=CLO" and "nfs clo" are different queries). */
const normal = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

describe('the search query sets', () => {
  for (const [file, queries] of Object.entries(sets)) {
    it(`${file}: every query names pages the site has, and one of the six kinds`, () => {
      const problems = queries.flatMap((entry) => [
        ...entry.expected.filter((route) => !routes.has(route)).map((route) => `"${entry.query}": no route ${route}`),
        ...(entry.from && !routes.has(entry.from) ? [`"${entry.query}": typed on ${entry.from}, no route`] : []),
        ...(KINDS.includes(entry.kind) ? [] : [`"${entry.query}": unknown kind ${entry.kind}`]),
        ...(entry.expected.length === 0 ? [`"${entry.query}": no expected page`] : []),
      ]);
      expect(problems).toEqual([]);
    });
  }

  it('holds no query in two sets', () => {
    const setsOf = new Map<string, string[]>();
    for (const [file, queries] of Object.entries(sets))
      for (const { query } of queries) setsOf.set(normal(query), [...(setsOf.get(normal(query)) ?? []), file]);
    const shared = [...setsOf]
      .filter(([, files]) => new Set(files).size > 1)
      .map(([query, files]) => `${query}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
