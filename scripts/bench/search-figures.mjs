// Figures of the search benchmark (scripts/bench-search.mjs): the index on disk, latency summaries
// and quality over a query set.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzSize, kindOfSearchFile, percentile } from './search-browser.mjs';

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

const diskKind = (relative) => kindOfSearchFile(`/${relative}`);

/** The search folder on disk, per kind: files, raw bytes, gz bytes (as a host would send them). */
export async function indexSize(searchDir) {
  const kinds = {};
  const total = { files: 0, raw: 0, gz: 0 };
  for (const file of await filesUnder(searchDir)) {
    const kind = diskKind(path.relative(searchDir, file).split(path.sep).join('/'));
    const body = await readFile(file);
    kinds[kind] ??= { files: 0, raw: 0, gz: 0 };
    for (const bucket of [kinds[kind], total]) {
      bucket.files++;
      bucket.raw += body.length;
      bucket.gz += gzSize(body);
    }
  }
  return { total, kinds };
}

export function latencySummary(samples) {
  const values = samples.map((sample) => sample.ms);
  return {
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: round(Math.max(...values)),
    n: values.length,
  };
}

/** Top-1 and top-5 over the query set: a hit counts when its path (no anchor) is an expected route. */
export function quality(queries, runs) {
  const rows = queries.map((entry, index) => {
    const hits = runs[index].hits;
    const expected = new Set(entry.expected);
    const rank = hits.findIndex((hit) => expected.has(hit));
    const distinctPages = [...new Set(hits)];
    return {
      ...entry,
      rank: rank < 0 ? null : rank + 1,
      pageRank: (() => {
        const at = distinctPages.findIndex((hit) => expected.has(hit));
        return at < 0 ? null : at + 1;
      })(),
      nbHits: runs[index].nbHits,
      top: distinctPages.slice(0, 5),
    };
  });
  const share = (predicate) => Math.round((rows.filter(predicate).length / rows.length) * 1000) / 10;
  const byKind = {};
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const ofKind = rows.filter((row) => row.kind === kind);
    byKind[kind] = {
      n: ofKind.length,
      top1: ofKind.filter((row) => row.rank === 1).length,
      top5: ofKind.filter((row) => row.rank !== null && row.rank <= 5).length,
    };
  }
  return {
    n: rows.length,
    emptyQuestions: rows.filter((row) => row.kind === 'question' && row.nbHits === 0).length,
    top1: share((row) => row.rank === 1),
    top5: share((row) => row.rank !== null && row.rank <= 5),
    top5Pages: share((row) => row.pageRank !== null && row.pageRank <= 5),
    byKind,
    misses: rows
      .filter((row) => row.rank === null || row.rank > 5)
      .map(({ query, kind, expected, rank, top }) => ({ query, kind, expected, rank, top })),
    rows,
  };
}
