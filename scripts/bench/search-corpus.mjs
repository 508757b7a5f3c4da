// A synthetic corpus for the search benchmark: DocSearch-shaped records of N pages with
// deterministic pseudo-text. Words are drawn from the real records' words with a Zipf
// distribution (rank r has weight 1/r, as in natural text), plus a long tail of made-up words whose
// number grows with the corpus the way a real site's vocabulary does (Heaps' law), so the term
// index and the typo vocabulary grow as they would.

import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** mulberry32: a small seeded PRNG, so the corpus is the same on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Samples ranks 0..n-1 with weight 1/(rank+1) by inverting the cumulative distribution. */
function zipfSampler(n, next) {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank++) cumulative[rank] = sum += 1 / (rank + 1);
  return () => {
    const target = next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const SYLLABLES = [
  'ka',
  'se',
  'ri',
  'to',
  'mu',
  'lan',
  'ver',
  'do',
  'fis',
  'tal',
  'ne',
  'bo',
  'gra',
  'pi',
  'zu',
  'qen',
];

/** A made-up word for a tail rank: the same rank always gives the same word. */
function tailWord(rank) {
  let word = '';
  for (let value = rank + SYLLABLES.length; value > 0; value = Math.floor(value / SYLLABLES.length)) {
    word += SYLLABLES[value % SYLLABLES.length];
  }
  return word;
}

const AREAS = [
  { label: 'EFR', tag: 'docs-efr-current', base: '/efr' },
  { label: 'Digital Receipt', tag: 'docs-bill-current', base: '/bill' },
  { label: 'FAQs', tag: 'docs-faq-current', base: '/faq' },
  { label: 'E-Invoicing', tag: 'docs-e_invoicing-current', base: '/e_invoicing' },
  { label: 'End-user guides', tag: 'docs-enduser-current', base: '/enduser' },
];

/**
 * Records of `pages` pages: a page record, `sections` headings and `paragraphs` content records per
 * section. `vocabulary` is the real records' words, most frequent first; `searchRecord` is the
 * plugin's record builder (src/plugins/search-index/records.ts), so the shape stays the real one.
 */
export function syntheticRecords({
  pages,
  vocabulary,
  siteUrl,
  searchRecord,
  sections = 2,
  paragraphs = 2,
  seed = 20261122,
}) {
  const next = random(seed);
  const tailSize = Math.max(1000, pages * 20);
  const realWord = zipfSampler(vocabulary.length, next);
  const tail = zipfSampler(tailSize, next);
  const word = () => (next() < 0.04 ? tailWord(tail()) : vocabulary[realWord()]);
  const words = (min, max) => {
    const count = min + Math.floor(next() * (max - min + 1));
    return Array.from({ length: count }, word).join(' ');
  };
  const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const records = [];
  for (let page = 0; page < pages; page++) {
    const area = AREAS[page % AREAS.length];
    const path = `${area.base}/synthetic/page-${page}`;
    const base = `${siteUrl}${path}`;
    const hierarchy = {
      lvl0: area.label,
      lvl1: capitalised(words(2, 5)),
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let position = 0;
    const push = (type, content, anchor) =>
      records.push(
        searchRecord(type, content, {
          path,
          base,
          anchor,
          hierarchy,
          language: 'en',
          tag: area.tag,
          position: position++,
        }),
      );
    push('lvl1', null, null);
    for (let section = 0; section < sections; section++) {
      hierarchy.lvl2 = capitalised(words(1, 4));
      const anchor = `section-${section}`;
      push('lvl2', null, anchor);
      for (let paragraph = 0; paragraph < paragraphs; paragraph++)
        push('content', `${capitalised(words(12, 60))}.`, anchor);
    }
  }
  return records;
}

/**
 * Queries over the synthetic corpus: common and rare words, two-word queries and one-edit typos of
 * frequent words (which send the client through its typo correction).
 */
export function syntheticQueries(vocabulary, count = 60, seed = 7) {
  const next = random(seed);
  const pick = (from, to) => vocabulary[from + Math.floor(next() * (to - from))];
  const long = vocabulary.filter((word) => word.length >= 7 && /^[a-z]+$/.test(word)).slice(0, 300);
  const queries = [];
  for (let i = 0; queries.length < count; i++) {
    const kind = i % 4;
    if (kind === 0) queries.push(pick(0, 200));
    else if (kind === 1) queries.push(pick(200, Math.min(vocabulary.length, 3000)));
    else if (kind === 2) queries.push(`${pick(0, 500)} ${pick(0, 2000)}`);
    else {
      const word = long[Math.floor(next() * long.length)];
      const at = 1 + Math.floor(next() * (word.length - 2));
      queries.push(`${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`);
    }
  }
  return queries;
}

/**
 * This build's pages with a search index of `pages` synthetic pages in their place, indexed by the
 * site's own plugin code (loaded the way Docusaurus loads TypeScript plugins, with jiti) from the
 * real records' vocabulary. Returns the served folder, the corpus figures and its queries.
 */
export async function syntheticSite({ repoDir, buildDir, recordsFile, workDir, pages, log }) {
  const require = createRequire(import.meta.url);
  // The Docusaurus plugin's own code, loaded the way Docusaurus loads TypeScript plugins (jiti).
  const jiti = require('jiti')(fileURLToPath(import.meta.url));
  const { writeSearchIndex } = jiti(path.join(repoDir, 'src/plugins/search-index/index.ts'));
  const tokenize = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const { searchRecord } = jiti(path.join(repoDir, 'src/plugins/search-index/records.ts'));
  // The real records' words with their frequencies, short and common ones included, as text has them.
  const frequency = new Map();
  for (const record of JSON.parse(await readFile(recordsFile, 'utf8'))) {
    for (const word of tokenize([record.content ?? '', record.hierarchy.lvl1 ?? ''].join(' '))) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const vocabulary = [...frequency.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const siteDir = path.join(workDir, 'synthetic-site');
  await rm(siteDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await cp(buildDir, siteDir, { recursive: true, filter: (source) => source !== path.join(buildDir, 'search') });
  const records = syntheticRecords({ pages, vocabulary, siteUrl: 'https://docs.example', searchRecord });
  const started = performance.now();
  const { sections } = await writeSearchIndex(siteDir, records);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log(`synthetic corpus: ${pages} pages, ${records.length} records, ${sections} sections, indexed in ${seconds} s`);
  return {
    siteDir,
    pages,
    records: records.length,
    sections,
    indexSeconds: seconds,
    tags: [...new Set(records.flatMap((record) => record.docusaurus_tag)), 'default'],
    queries: syntheticQueries(vocabulary.filter((word) => word.length >= 4 && !/\d/.test(word))),
  };
}
