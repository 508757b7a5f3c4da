#!/usr/bin/env node
// Side-by-side measurement of search engines on this site's search records: the figures of
// docs-internal/search-engines.md. The site's own engine (MiniSearch over term shards, bundled from the
// repo's sources), MiniSearch, Orama and FlexSearch as whole indexes, and Pagefind, each with its
// defaults and a tuning, on the same sections and the same query sets.
//
// It runs outside the repository, in a scratch folder, so that nothing in the repo's package.json,
// package-lock.json or build changes:
//
//   mkdir -p /work/scratch/engines/input && cd /work/scratch/engines && npm init -y
//   npm install flexsearch@0.8.212 @orama/orama@3.1.18 @orama/stopwords@3.1.18 minisearch@7.2.0 \
//     pagefind@1.6.0 esbuild@0.25.12 playwright-core@1.65.1
//   cp /work/main/.docusaurus/search-records.json input/records.json; cp /work/main/scripts/bench/search-queries*.json input/
//   cp /work/main/docs-internal/search-engines.mjs . && node search-engines.mjs
//
// records.json comes from a production build of the repo (`npm run build` there). To measure the
// engine of one commit rather than the working tree, unpack it and point SRC_DIR at it:
//   mkdir head && git -C /work/main archive HEAD src scripts/bench | tar -x -C head
//   SRC_DIR=$PWD/head SRC_COMMIT=$(git -C /work/main rev-parse HEAD) node search-engines.mjs
// The site's dependencies (minisearch, @orama/stemmers, cheerio) resolve from REPO/node_modules
// (REPO defaults to /work/main). Chromium (CHROME_PATH, default /usr/bin/chromium) runs Pagefind's
// search, which needs a browser, and the optional browser latency.
//
// Options: --engines site,minisearch,orama,flexsearch,pagefind (default all), --no-browser (skip the
// Chromium latency of the site's engine and tuned MiniSearch), --runs N (timed runs per query, the
// median counts; default 3), --out FILE (JSON results, default results.json). Prints a Markdown
// table. 10 to 20 minutes on 2 cores, most of it Pagefind in Chromium. Quality and bytes are the
// same on every run; latency and build times move with the machine's load (the document gives the
// median of four runs).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import { create, insertMultiple, load, save, search as oramaSearch } from '@orama/orama';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { Document } from 'flexsearch';
import * as pagefind from 'pagefind';
import { chromium } from 'playwright-core';

const { values: options } = parseArgs({
  options: {
    engines: { type: 'string', default: 'site,minisearch,orama,flexsearch,pagefind' },
    'no-browser': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'results.json' },
  },
});
const REPO = process.env.REPO ?? '/work/main';
/** The sources of the site's engine: REPO's working tree, or a checkout of one commit (SRC_DIR/src). */
const SRC_DIR = process.env.SRC_DIR ?? REPO;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WORK = process.cwd();
const ENGINES = new Set(options.engines.split(','));
const RUNS = Number(options.runs);
/** Sections a whole-index engine would have at 10,000 synthetic pages (a page section and two headings each). */
const SCALE_SECTIONS = 30_000;
/** Results a dialog shows (DocSearch's hitsPerPage): the pages among them get their display text loaded. */
const SHOWN_HITS = 20;
/** Pages whose fragment Pagefind's default UI loads for the first screen of results. */
const PAGEFIND_SHOWN = 5;
/** Fewer pages than this after the all-words pass make the tuned variants add any-word matches. */
const ENOUGH_PAGES = 5;

const log = (message) => console.error(`[engines] ${message}`);
const gz = (text) => gzipSync(typeof text === 'string' ? Buffer.from(text) : text, { level: 9 }).length;
const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ms = (value) => (value === null || value === undefined ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const now = () => performance.now();
const pathOf = (url) => new URL(url).pathname;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}
const distinct = (values) => [...new Set(values)];

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

const records = JSON.parse(readFileSync(path.join(WORK, 'input/records.json'), 'utf8'));
const tuningQueries = JSON.parse(readFileSync(path.join(WORK, 'input/search-queries.json'), 'utf8')).queries;
const holdoutQueries = JSON.parse(readFileSync(path.join(WORK, 'input/search-queries.holdout.json'), 'utf8')).queries;
const allQueries = [...tuningQueries, ...holdoutQueries];
const tags = distinct(records.flatMap((record) => record.docusaurus_tag));

/**
 * One document per section: consecutive records with the same url and hierarchy. Fields: the page
 * title (lvl1, on every section of the page), the section's own heading (its deepest level from
 * lvl2 on; empty for the text before the first heading), the body (its content records; the page
 * record's content, the page's description, is the body's start on the page's first section) and,
 * for the tuned variants, the page's keywords front matter on the page's first section.
 */
function sectionDocuments(input) {
  const groups = [];
  for (const record of input) {
    const key = `${record.url} ${JSON.stringify(record.hierarchy)}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.records.push(record);
    else groups.push({ key, records: [record] });
  }
  const pages = [];
  const pageNumber = new Map();
  const documents = groups.map(({ records: group }, id) => {
    const [first] = group;
    const url = first.url_without_anchor;
    let page = pageNumber.get(url);
    const firstOfPage = page === undefined;
    if (firstOfPage) {
      page = pages.length;
      pageNumber.set(url, page);
      pages.push({ path: pathOf(url), url, title: first.hierarchy.lvl1 ?? '', tag: first.docusaurus_tag[0] });
    }
    const level = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'].find((name) => first.hierarchy[name]);
    return {
      id,
      page,
      anchor: first.anchor,
      level: level ?? 'lvl1',
      title: first.hierarchy.lvl1 ?? '',
      heading: level ? first.hierarchy[level] : '',
      body: group
        .map((record) => record.content ?? '')
        .filter(Boolean)
        .join(' '),
      keywords: firstOfPage ? (group.find((record) => record.type === 'lvl1')?.keywords ?? '') : '',
    };
  });
  return { documents, pages };
}

const { documents, pages } = sectionDocuments(records);
log(`${records.length} records, ${documents.length} sections, ${pages.length} pages, ${allQueries.length} queries`);
/** A document as the default variants index it (no keywords). */
const plain = ({ id, page, title, heading, body }) => ({ id, page, title, heading, body });

// ---------------------------------------------------------------------------------------------
// Library code a browser downloads (minified ES module, gz)
// ---------------------------------------------------------------------------------------------

async function bundleGz(contents) {
  const result = await build({
    stdin: { contents, resolveDir: WORK, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gz(result.outputFiles[0].contents);
}

const library = {
  minisearch: await bundleGz(`export { default } from 'minisearch';`),
  orama: await bundleGz(`export { create, load, search } from '@orama/orama';`),
  oramaStopWords: await bundleGz(`export { stopwords } from '@orama/stopwords/english';`),
  flexsearch: await bundleGz(`export { Document } from 'flexsearch';`),
};

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

/** Top-1 and top-5 (first five distinct pages) of a query set, in percent, and the misses. */
function quality(queries, pagesOf) {
  let top1 = 0;
  let top5 = 0;
  const misses = [];
  for (const entry of queries) {
    const expected = new Set(entry.expected);
    const found = pagesOf.get(entry.query) ?? [];
    if (expected.has(found[0])) top1++;
    if (found.slice(0, 5).some((page) => expected.has(page))) top5++;
    else misses.push({ query: entry.query, kind: entry.kind, got: found.slice(0, 3) });
  }
  const share = (count) => Math.round((count / queries.length) * 1000) / 10;
  return { top1: share(top1), top5: share(top5), misses };
}

/**
 * Runs every query: one pass for the result pages (and what it loads), then RUNS timed runs of each
 * query in a row, of which the median counts (warm). `search(query)` returns the section or page
 * results in order as { pages: [path...], shownPages: [path...] }.
 */
async function runQueries(search) {
  const results = new Map();
  for (const { query } of allQueries) results.set(query, await search(query));
  const warm = [];
  for (const { query } of allQueries) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const started = now();
      await search(query);
      times.push(now() - started);
    }
    warm.push(median(times));
  }
  return {
    results,
    pagesOf: new Map([...results].map(([query, result]) => [query, result.pages])),
    latency: { p50: percentile(warm, 50), p95: percentile(warm, 95) },
  };
}

/** Distinct page paths of section documents in result order, and the pages of the first SHOWN_HITS. */
function pagesOfSections(ids) {
  const all = distinct(ids.map((id) => pages[documents[id].page].path));
  const shown = distinct(ids.slice(0, SHOWN_HITS).map((id) => pages[documents[id].page].path));
  return { pages: all, shownPages: shown };
}

/** Merges the results of an all-words pass with an any-words pass when the first has too few pages. */
function fillWithAnyWords(allWords, anyWords) {
  const pagesFound = new Set(allWords.map((id) => documents[id].page));
  if (pagesFound.size >= ENOUGH_PAGES) return allWords;
  const seen = new Set(allWords);
  return [...allWords, ...anyWords().filter((id) => !seen.has(id))];
}

// ---------------------------------------------------------------------------------------------
// Display text: what a results list shows of a page. The site's engine loads pages/<n>.json per
// page shown; the whole-index engines are charged the same files for the pages they show, so that
// the bytes before the first result compare like with like. Pagefind's fragments hold it instead.
// ---------------------------------------------------------------------------------------------

const displayGzByPath = new Map();

// ---------------------------------------------------------------------------------------------
// 1. The site's engine (src/features/search), bundled from the repo's sources
// ---------------------------------------------------------------------------------------------

/** The site's engine modules, bundled for Node from SRC_DIR's sources. */
async function bundleSite() {
  const entry = [
    `export { sectionIndex, indexFiles } from '${SRC_DIR}/src/plugins/search-index/sectionIndex.ts';`,
    `export { glossaryMatcher } from '${SRC_DIR}/src/plugins/search-index/glossary.ts';`,
    `export { createLocalSearchClient } from '${SRC_DIR}/src/features/search/localClient.ts';`,
    `export { createLocalEngine } from '${SRC_DIR}/src/features/search/localEngine.ts';`,
    `export { rankPages } from '${SRC_DIR}/src/features/search/queryPlan.ts';`,
    `export { searchRecord } from '${SRC_DIR}/src/plugins/search-index/records.ts';`,
  ].join('\n');
  const bundleFile = path.join(WORK, 'site-engine.bundle.mjs');
  await build({
    stdin: { contents: entry, loader: 'ts', resolveDir: WORK },
    // The site's dependencies (minisearch, @orama/stemmers) from the repo's node_modules.
    nodePaths: [path.join(REPO, 'node_modules')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundleFile,
    logLevel: 'warning',
  });
  return import(`${bundleFile}?${Date.now()}`);
}

/** Display files of the site's pages (gz bytes by path), which the whole-index engines are charged too. */
function siteDisplayFiles(site) {
  const index = site.sectionIndex(records, site.glossaryMatcher());
  const files = site.indexFiles(index);
  index.pages.forEach((page, number) => displayGzByPath.set(page.url, gz(files.get(`pages/${number}.json`))));
}

async function siteEngine(site) {
  let started = now();
  const index = site.sectionIndex(records, site.glossaryMatcher());
  const files = site.indexFiles(index);
  const buildMs = now() - started;
  const gzOf = new Map([...files].map(([name, text]) => [name, gz(text)]));
  const sum = (predicate) => [...gzOf].filter(([name]) => predicate(name)).reduce((total, [, size]) => total + size, 0);
  const baseGz = sum((name) => name === 'index.json' || name === 'header.json');
  const shardsGz = sum((name) => name.startsWith('terms/'));
  const pagesGz = sum((name) => name.startsWith('pages/'));
  log(`site: ${index.documents.length} sections, ${files.size} files, built in ${buildMs.toFixed(0)} ms`);

  const request = (query) => ({
    indexName: 'x',
    query,
    hitsPerPage: 20,
    facetFilters: [['language:en'], [...tags.map((tag) => `docusaurus_tag:${tag}`), 'docusaurus_tag:default']],
  });
  const serve = (loaded) => async (url) => {
    const name = url.slice('/search/'.length);
    const text = files.get(name);
    if (text === undefined) throw new Error(`${url}: no such file`);
    loaded?.push(name);
    return text;
  };
  const hitsToResult = (hits) => {
    const order = distinct(hits.map((hit) => pathOf(hit.url_without_anchor)));
    return { pages: order, shownPages: order };
  };

  // Per query, a fresh client: the files its first query loads (the query's receipt).
  const receipts = new Map();
  for (const { query } of allQueries) {
    const loaded = [];
    const client = site.createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://x',
      fetchText: serve(loaded),
    });
    const { results } = await client.search([request(query)]);
    const indexBytes = distinct(loaded)
      .filter((name) => !name.startsWith('pages/'))
      .reduce((total, name) => total + gzOf.get(name), 0);
    const displayBytes = distinct(loaded)
      .filter((name) => name.startsWith('pages/'))
      .reduce((total, name) => total + gzOf.get(name), 0);
    receipts.set(query, { indexBytes, displayBytes, pages: hitsToResult(results[0].hits).pages });
  }

  // Latency: one client, as in the browser; every file is cached after the first pass.
  const client = site.createLocalSearchClient({ basePath: '/search/', origin: 'https://x', fetchText: serve() });
  const search = async (query) => hitsToResult((await client.search([request(query)])).results[0].hits);
  const run = await runQueries(search);
  // The first run of a query after a different one rebuilds MiniSearch from the cached base and the
  // query's shards whenever its shard set differs: that cost, apart.
  const switched = [];
  for (let i = 0; i < allQueries.length; i++) {
    await client.search([request(i === 0 ? 'zzzz' : allQueries[i - 1].query)]);
    started = now();
    await client.search([request(allQueries[i].query)]);
    switched.push(now() - started);
  }
  // The ranking alone (MiniSearch's three passes and the page ranking, no hit building), warm.
  const engine = site.createLocalEngine({ basePath: '/search/', fetchText: serve() });
  const rankOnly = [];
  for (const { query } of allQueries) {
    const loadedIndex = await engine.indexFor(query);
    const times = [];
    for (let r = 0; r < RUNS; r++) {
      started = now();
      site.rankPages(loadedIndex, query, { tags: null });
      times.push(now() - started);
    }
    rankOnly.push(median(times));
  }
  for (const [query, receipt] of receipts) {
    if (receipt.pages.join() !== run.pagesOf.get(query).join()) log(`site: "${query}" differs between runs`);
  }
  const firstQuery = [...receipts.values()].map(
    (receipt) => library.minisearch + receipt.indexBytes + receipt.displayBytes,
  );
  const firstIndex = [...receipts.values()].map((receipt) => receipt.indexBytes);
  return {
    engine: "Site's engine (MiniSearch, term-sharded)",
    config: 'tuned (as shipped)',
    sections: index.documents.length,
    buildMs,
    indexGz: baseGz + shardsGz,
    indexParts: {
      baseGz,
      shardsGz,
      shards: [...files.keys()].filter((name) => name.startsWith('terms/')).length,
      pagesGz,
    },
    libraryGz: library.minisearch,
    firstIndexGz: { p50: percentile(firstIndex, 50), p95: percentile(firstIndex, 95), max: Math.max(...firstIndex) },
    firstQueryGz: { p50: percentile(firstQuery, 50), p95: percentile(firstQuery, 95), max: Math.max(...firstQuery) },
    loadMs: null,
    latency: run.latency,
    latencySwitched: { p50: percentile(switched, 50), p95: percentile(switched, 95) },
    latencyRankOnly: { p50: percentile(rankOnly, 50), p95: percentile(rankOnly, 95) },
    pagesOf: run.pagesOf,
    results: run.results,
    files,
    site,
  };
}

// ---------------------------------------------------------------------------------------------
// Growth: the site's engine measured on the repo's synthetic corpus of 10,000 pages
// (scripts/bench/search-corpus.mjs, as `npm run bench:search` makes it); the whole-index engines
// extrapolated from their bytes per section.
// ---------------------------------------------------------------------------------------------

/** The synthetic records and queries of siteAtScale(), for Pagefind's measurement on the same corpus. */
let scaleInput = null;

async function siteAtScale(site) {
  const { syntheticQueries, syntheticRecords } = await import(path.join(SRC_DIR, 'scripts/bench/search-corpus.mjs'));
  const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const frequency = new Map();
  for (const record of records) {
    for (const word of words(`${record.content ?? ''} ${record.hierarchy.lvl1 ?? ''}`)) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const vocabulary = [...frequency.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const synthetic = syntheticRecords({
    pages: 10_000,
    vocabulary,
    siteUrl: 'https://docs.example',
    searchRecord: site.searchRecord,
  });
  const queries = syntheticQueries(vocabulary.filter((word) => word.length >= 4 && !/\d/.test(word)));
  const started = now();
  const index = site.sectionIndex(synthetic, site.glossaryMatcher());
  const files = site.indexFiles(index);
  const buildMs = now() - started;
  const gzOf = new Map([...files].map(([name, text]) => [name, gz(text)]));
  const indexGz = [...gzOf].filter(([name]) => !name.startsWith('pages/')).reduce((total, [, size]) => total + size, 0);
  const syntheticTags = distinct(synthetic.flatMap((record) => record.docusaurus_tag));
  const firstIndex = [];
  const firstQuery = [];
  for (const query of queries) {
    const loaded = [];
    const client = site.createLocalSearchClient({
      basePath: '/search/',
      origin: 'https://x',
      fetchText: async (url) => {
        const name = url.slice('/search/'.length);
        loaded.push(name);
        return files.get(name);
      },
    });
    await client.search([
      {
        indexName: 'x',
        query,
        hitsPerPage: 20,
        facetFilters: [['language:en'], syntheticTags.map((tag) => `docusaurus_tag:${tag}`)],
      },
    ]);
    const bytes = (predicate) =>
      distinct(loaded)
        .filter(predicate)
        .reduce((total, name) => total + gzOf.get(name), 0);
    firstIndex.push(bytes((name) => !name.startsWith('pages/')));
    firstQuery.push(library.minisearch + bytes(() => true));
  }
  // A whole-index engine measured on the same corpus, as a check of the extrapolation.
  const plainSections = index.documents.map(({ id, title, heading, body }) => ({ id, title, heading, body }));
  const mini = new MiniSearch({ fields: ['title', 'heading', 'body'] });
  mini.addAll(plainSections);
  scaleInput = { synthetic, queries };
  return {
    pages: 10_000,
    records: synthetic.length,
    sections: index.documents.length,
    queries: queries.length,
    buildMs,
    indexGz,
    baseGz: gzOf.get('index.json') + gzOf.get('header.json'),
    firstIndexGz: { p50: percentile(firstIndex, 50), p95: percentile(firstIndex, 95), max: Math.max(...firstIndex) },
    firstQueryGz: { p50: percentile(firstQuery, 50), p95: percentile(firstQuery, 95), max: Math.max(...firstQuery) },
    miniSearchDefaultsMeasuredGz: gz(JSON.stringify(mini)),
  };
}

// ---------------------------------------------------------------------------------------------
// Whole-index engines: shared bookkeeping
// ---------------------------------------------------------------------------------------------

/**
 * A whole-index engine's row: index bytes (serialised, without display text), what a first query
 * downloads (library + whole index + display files of the pages shown), growth extrapolated to
 * SCALE_SECTIONS sections from bytes per section.
 */
async function wholeIndexRow({ engine, config, libraryGz, serialised, buildMs, loadMs, search, settings }) {
  const indexGz = gz(serialised);
  const run = await runQueries(search);
  const firstQuery = [...run.results.values()].map(
    (result) =>
      libraryGz + indexGz + result.shownPages.reduce((total, page) => total + (displayGzByPath.get(page) ?? 0), 0),
  );
  return {
    engine,
    config,
    settings,
    sections: documents.length,
    buildMs,
    loadMs,
    indexGz,
    indexRaw: Buffer.byteLength(serialised),
    libraryGz,
    firstIndexGz: { p50: indexGz, p95: indexGz, max: indexGz },
    firstQueryGz: { p50: percentile(firstQuery, 50), p95: percentile(firstQuery, 95), max: Math.max(...firstQuery) },
    atScaleGz: Math.round((indexGz / documents.length) * SCALE_SECTIONS),
    latency: run.latency,
    pagesOf: run.pagesOf,
    results: run.results,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. MiniSearch 7.2
// ---------------------------------------------------------------------------------------------

const MINI_TUNED = {
  boost: { title: 6, heading: 3, keywords: 2.5 },
  prefix: (term) => term.length >= 3,
  fuzzy: 0.2,
};

async function miniSearch(tuned) {
  const indexOptions = { fields: tuned ? ['title', 'heading', 'body', 'keywords'] : ['title', 'heading', 'body'] };
  let started = now();
  const built = new MiniSearch(indexOptions);
  built.addAll(tuned ? documents : documents.map(plain));
  const serialised = JSON.stringify(built);
  const buildMs = now() - started;
  started = now();
  const mini = MiniSearch.loadJSON(serialised, indexOptions);
  const loadMs = now() - started;
  const ids = (query, searchOptions) => mini.search(query, searchOptions).map((result) => result.id);
  const search = tuned
    ? (query) =>
        pagesOfSections(
          fillWithAnyWords(ids(query, { ...MINI_TUNED, combineWith: 'AND' }), () =>
            ids(query, { ...MINI_TUNED, combineWith: 'OR' }),
          ),
        )
    : (query) => pagesOfSections(ids(query));
  return wholeIndexRow({
    engine: 'MiniSearch 7.2 (whole index)',
    config: tuned ? 'tuned' : 'defaults',
    settings: tuned
      ? 'fields title, heading, body, keywords; boost title 6, heading 3, keywords 2.5; prefix from 3 chars; fuzzy 0.2; AND, then OR when < 5 pages'
      : 'fields title, heading, body; search(query) (OR, no prefix, no fuzzy, no boost)',
    libraryGz: library.minisearch,
    serialised,
    buildMs,
    loadMs,
    search,
  });
}

// ---------------------------------------------------------------------------------------------
// 3. Orama 3.1
// ---------------------------------------------------------------------------------------------

const ORAMA_TUNED = {
  boost: { title: 6, heading: 3, keywords: 2.5 },
  tolerance: 1,
  relevance: { k: 0.9, b: 0.5, d: 0.5 },
};

async function orama(tuned) {
  const schema = { title: 'string', heading: 'string', body: 'string', ...(tuned ? { keywords: 'string' } : {}) };
  // Orama keeps every document it indexes; the page number travels in the id ("section:page").
  const toDoc = (doc) => ({
    id: String(doc.id),
    title: doc.title,
    heading: doc.heading,
    body: doc.body,
    ...(tuned ? { keywords: doc.keywords } : {}),
  });
  // Orama's default tokenizer keeps stop words, and its prefix matching makes "how do I" match
  // every word starting with "i": the tuned variant drops Orama's own English stop-word list.
  const components = tuned ? { tokenizer: { stemming: true, stopWords: englishStopWords } } : undefined;
  let started = now();
  const db = create({ schema, components });
  await insertMultiple(db, documents.map(toDoc));
  const raw = save(db);
  // Its document store holds the indexed text: shipped as ids only (the count BM25 needs stays right).
  const docs = {
    ...raw.docs,
    docs: Object.fromEntries(Object.keys(raw.docs.docs).map((key) => [key, { id: raw.docs.docs[key].id }])),
  };
  const serialised = JSON.stringify({ ...raw, docs });
  const buildMs = now() - started;
  started = now();
  const loaded = create({ schema, components });
  load(loaded, JSON.parse(serialised));
  const loadMs = now() - started;
  const ids = async (query, params) =>
    (await oramaSearch(loaded, { term: query, limit: 500, ...params })).hits.map((hit) => Number(hit.id));
  const search = tuned
    ? async (query) => {
        const allWords = await ids(query, { ...ORAMA_TUNED, threshold: 0 });
        const anyWords = await ids(query, { ...ORAMA_TUNED, threshold: 1 });
        return pagesOfSections(fillWithAnyWords(allWords, () => anyWords));
      }
    : async (query) => pagesOfSections(await ids(query, {}));
  return wholeIndexRow({
    engine: 'Orama 3.1 (whole index)',
    config: tuned ? 'tuned' : 'defaults',
    settings: tuned
      ? 'fields title, heading, body, keywords; English stemming and stop words (@orama/stopwords); boost title 6, heading 3, keywords 2.5; tolerance 1; BM25 k 0.9, b 0.5; threshold 0 (all words), then threshold 1 when < 5 pages'
      : 'fields title, heading, body; search({ term }) (prefix on, tolerance 0, threshold 1)',
    libraryGz: library.orama + (tuned ? library.oramaStopWords : 0),
    serialised,
    buildMs,
    loadMs,
    search,
  });
}

// ---------------------------------------------------------------------------------------------
// 4. FlexSearch 0.8 Document index
// ---------------------------------------------------------------------------------------------

/**
 * Weights of the tuned variant's field lists. FlexSearch has no cross-field score: each field
 * answers on its own, all of the query's words in that field (with suggest, fewer). A combined
 * field "all" (title, heading, keywords and body) answers multi-word queries whose words are spread
 * over the fields; it weighs most (tried on the tuning set: 2, 4, 8, 12, 20).
 */
const FLEX_WEIGHT = { title: 6, heading: 3, keywords: 2.5, body: 1, all: 12 };

async function flexSearch(tuned) {
  const fields = tuned ? ['title', 'heading', 'keywords', 'body', 'all'] : ['title', 'heading', 'body'];
  const indexOptions = () =>
    tuned
      ? { tokenize: 'forward', resolution: 9, document: { id: 'id', index: fields } }
      : { document: { id: 'id', index: fields } };
  const toDoc = (doc) =>
    tuned ? { ...doc, all: `${doc.title} ${doc.heading} ${doc.keywords} ${doc.body}` } : plain(doc);
  let started = now();
  const index = new Document(indexOptions());
  for (const doc of documents) index.add(toDoc(doc));
  const chunks = [];
  await index.export((key, data) => {
    chunks.push([key, data]);
  });
  // One line per exported chunk ("key<TAB>data"): the chunks' own text, not escaped a second time.
  const serialised = chunks.map(([key, data]) => `${key}\t${data}`).join('\n');
  const buildMs = now() - started;
  started = now();
  const loaded = new Document(indexOptions());
  for (const line of serialised.split('\n')) {
    const tab = line.indexOf('\t');
    await loaded.import(line.slice(0, tab), line.slice(tab + 1));
  }
  const loadMs = now() - started;
  /** Tuned: every field searched with suggestions; a section scores Σ weight(field) / (1 + its rank there). */
  const tunedIds = (query) => {
    const score = new Map();
    for (const { field, result } of loaded.search(query, { limit: 500, suggest: true })) {
      result.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + FLEX_WEIGHT[field] / (1 + rank)));
    }
    return [...score].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  };
  const defaultIds = (query) => loaded.search(query, { limit: 500, merge: true }).map((entry) => entry.id);
  const search = tuned ? (query) => pagesOfSections(tunedIds(query)) : (query) => pagesOfSections(defaultIds(query));
  return wholeIndexRow({
    engine: 'FlexSearch 0.8 Document (whole index)',
    config: tuned ? 'tuned' : 'defaults',
    settings: tuned
      ? "fields title, heading, keywords, body and a combined field of all four; tokenize 'forward'; resolution 9; default encoder; suggest; field lists merged as Σ weight / (1 + rank), weights title 6, heading 3, keywords 2.5, body 1, combined 12 (context and the LatinBalance/LatinAdvanced encoders tried: no better)"
      : "fields title, heading, body; tokenize 'strict'; search(query, { merge: true })",
    libraryGz: library.flexsearch,
    serialised,
    buildMs,
    loadMs,
    search,
  });
}

// ---------------------------------------------------------------------------------------------
// 5. Pagefind 1.6: indexed through its Node API, searched with its browser bundle in Chromium
// ---------------------------------------------------------------------------------------------

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page as HTML: h1 title, a heading element per section (with its anchor as id), paragraphs. */
function pageHtml(page, sections, tuned) {
  const headingWeight = { lvl2: 6, lvl3: 5, lvl4: 4, lvl5: 3, lvl6: 2 };
  const parts = [`<h1${tuned ? ' data-pagefind-weight="10"' : ''}>${escapeHtml(page.title)}</h1>`];
  for (const section of sections) {
    if (section.keywords && tuned) parts.push(`<p data-pagefind-weight="5">${escapeHtml(section.keywords)}</p>`);
    if (section.heading) {
      const level = Number(section.level.slice(3));
      const weight = tuned ? ` data-pagefind-weight="${Math.min(9, headingWeight[section.level] + 2)}"` : '';
      parts.push(
        `<h${level} id="${escapeHtml(section.anchor ?? '')}"${weight}>${escapeHtml(section.heading)}</h${level}>`,
      );
    }
    if (section.body) parts.push(`<p>${escapeHtml(section.body)}</p>`);
  }
  return `<html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body>${parts.join('\n')}</body></html>`;
}

const PAGEFIND_RANKING = { termFrequency: 0.6, pageLength: 0.5 };

/** Writes a Pagefind bundle of the given pages (one HTML page each) into WORK/<name>/pagefind. */
async function buildPagefind(name, pageList, sectionList, tuned) {
  const dir = path.join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sectionsOf = pageList.map(() => []);
  for (const section of sectionList) sectionsOf[section.page].push(section);
  const started = now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (errors.length) throw new Error(errors.join('; '));
  for (const [number, page] of pageList.entries()) {
    const response = await index.addHTMLFile({ url: page.path, content: pageHtml(page, sectionsOf[number], tuned) });
    if (response.errors.length) throw new Error(response.errors.join('; '));
  }
  const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
  if (written.errors.length) throw new Error(written.errors.join('; '));
  const buildMs = now() - started;
  await index.deleteIndex();
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><body></body></html>');
  return { dir, buildMs };
}

/**
 * Per query, a fresh Pagefind instance (createInstance; nothing is HTTP-cached): the index files and
 * the fragments of the first PAGEFIND_SHOWN results that its first query loads. The library
 * (pagefind.js, its worker, the wasm) is left out here and counted as a fixed part.
 */
async function pagefindReceipts(browser, server, queries, ranking) {
  const libraryFile = /\/pagefind\/(pagefind\.js|pagefind-worker\.js|wasm\.[a-z]+\.pagefind)$/;
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.evaluate(async () => {
    window.pf = await import('/pagefind/pagefind.js');
  });
  const receipts = new Map();
  for (const query of queries) {
    server.served.length = 0;
    await page.evaluate(
      async ({ query, ranking, shown }) => {
        const instance = window.pf.createInstance(ranking ? { ranking } : {});
        const search = await instance.search(query);
        await Promise.all(search.results.slice(0, shown).map((result) => result.data()));
        await instance.destroy();
      },
      { query, ranking, shown: PAGEFIND_SHOWN },
    );
    const data = server.served.filter((file) => !libraryFile.test(file.pathname));
    const bytes = (predicate) => data.filter(predicate).reduce((total, file) => total + file.gz, 0);
    receipts.set(query, {
      indexBytes: bytes((file) => !file.pathname.includes('/fragment/')),
      fragmentBytes: bytes((file) => file.pathname.includes('/fragment/')),
      files: data.map((file) => file.pathname),
    });
  }
  await page.close();
  return receipts;
}

/** A static server for one folder on 127.0.0.1 that logs what it serves. */
function serveFolder(dir) {
  const served = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    try {
      const body = readFileSync(file);
      served.push({ pathname, bytes: body.length, gz: /\.pf_|wasm\./.test(pathname) ? body.length : gz(body) });
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.html')
          ? 'text/html'
          : file.endsWith('.json')
            ? 'application/json'
            : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, served, close: () => server.close() }),
    ),
  );
}

function pagefindIndexSize(dir) {
  // Pagefind's files are gzip-compressed already (.pf_* and the wasm); the JS is served gz by a host.
  const files = execFileSync('find', [path.join(dir, 'pagefind'), '-type', 'f'], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const size = { index: 0, fragments: 0, library: 0, meta: 0, files: files.length, indexFiles: 0 };
  for (const file of files) {
    const body = readFileSync(file);
    const name = path.relative(path.join(dir, 'pagefind'), file);
    if (name.startsWith('index/')) {
      size.index += body.length;
      size.indexFiles++;
    } else if (name.startsWith('fragment/')) size.fragments += body.length;
    else if (name.startsWith('pagefind-entry') || name.endsWith('.pf_meta') || name.startsWith('filter/'))
      size.meta += body.length;
    else if (['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind'].includes(name))
      size.library += name.endsWith('.js') ? gz(body) : body.length;
  }
  return size;
}

async function pagefindEngine(tuned, browser) {
  const sectionsWithNumbers = pages.map((page, number) => ({ ...page, number }));
  const { dir, buildMs } = await buildPagefind(
    `pagefind-site-${tuned ? 'tuned' : 'defaults'}`,
    sectionsWithNumbers,
    documents,
    tuned,
  );
  const size = pagefindIndexSize(dir);
  const server = await serveFolder(dir);
  const ranking = tuned ? PAGEFIND_RANKING : undefined;
  try {
    const receipts = await pagefindReceipts(
      browser,
      server,
      allQueries.map((entry) => entry.query),
      ranking,
    );
    // Results and latency: one page, Pagefind loaded once; a result's URL needs its fragment.
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const run = await page.evaluate(
      async ({ queries, ranking, runs }) => {
        const pf = await import('/pagefind/pagefind.js');
        await pf.options({ ranking: ranking ?? {} });
        await pf.init();
        const urlOf = new Map();
        const out = [];
        for (const query of queries) {
          const search = await pf.search(query);
          const paths = [];
          for (const result of search.results.slice(0, 10)) {
            if (!urlOf.has(result.id)) urlOf.set(result.id, (await result.data()).url);
            paths.push(urlOf.get(result.id));
          }
          out.push({ query, paths, count: search.results.length });
        }
        const times = [];
        for (const query of queries) {
          const runTimes = [];
          for (let run = 0; run < runs; run++) {
            const started = performance.now();
            const search = await pf.search(query);
            await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
            runTimes.push(performance.now() - started);
          }
          runTimes.sort((a, b) => a - b);
          times.push(runTimes[Math.floor(runs / 2)]);
        }
        return { out, times };
      },
      { queries: allQueries.map((entry) => entry.query), ranking, runs: RUNS },
    );
    await page.close();
    const normalise = (url) => url.replace(/\/$/, '') || '/';
    const pagesOf = new Map(run.out.map((entry) => [entry.query, distinct(entry.paths.map(normalise))]));
    const firstQuery = [...receipts.values()].map(
      (receipt) => size.library + receipt.indexBytes + receipt.fragmentBytes,
    );
    const firstIndex = [...receipts.values()].map((receipt) => receipt.indexBytes);
    return {
      engine: 'Pagefind 1.6 (chunked index)',
      config: tuned ? 'tuned' : 'defaults',
      settings: tuned
        ? 'addHTMLFile per page; data-pagefind-weight h1 10, h2 8, h3 7, h4 6; keywords as a weight-5 paragraph; ranking termFrequency 0.6, pageLength 0.5'
        : "addHTMLFile per page (h1 title, h2–h4 headings with ids, paragraphs); Pagefind's default heading weights and ranking",
      sections: documents.length,
      buildMs,
      loadMs: null,
      indexGz: size.index + size.meta,
      indexParts: size,
      libraryGz: size.library,
      firstIndexGz: { p50: percentile(firstIndex, 50), p95: percentile(firstIndex, 95), max: Math.max(...firstIndex) },
      firstQueryGz: { p50: percentile(firstQuery, 50), p95: percentile(firstQuery, 95), max: Math.max(...firstQuery) },
      latencyBrowser: { p50: percentile(run.times, 50), p95: percentile(run.times, 95) },
      latency: null,
      pagesOf,
      receiptExample: receipts.get(allQueries[0].query),
    };
  } finally {
    server.close();
  }
}

/** Pagefind (defaults) on the synthetic corpus of siteAtScale(): index size and first-query bytes, measured. */
async function pagefindAtScale(browser, synthetic, queries) {
  const { documents: syntheticSections, pages: syntheticPages } = sectionDocuments(synthetic);
  const { dir, buildMs } = await buildPagefind('pagefind-synthetic', syntheticPages, syntheticSections, false);
  const size = pagefindIndexSize(dir);
  const server = await serveFolder(dir);
  try {
    const receipts = [...(await pagefindReceipts(browser, server, queries)).values()];
    const firstIndex = receipts.map((receipt) => receipt.indexBytes);
    const firstQuery = receipts.map((receipt) => size.library + receipt.indexBytes + receipt.fragmentBytes);
    return {
      pages: syntheticPages.length,
      sections: syntheticSections.length,
      buildMs,
      indexGz: size.index + size.meta,
      firstIndexGz: { p50: percentile(firstIndex, 50), p95: percentile(firstIndex, 95), max: Math.max(...firstIndex) },
      firstQueryGz: { p50: percentile(firstQuery, 50), p95: percentile(firstQuery, 95), max: Math.max(...firstQuery) },
    };
  } finally {
    server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Browser latency of the site's engine and tuned MiniSearch (same code, in Chromium)
// ---------------------------------------------------------------------------------------------

async function browserLatency(browser, siteFiles) {
  const entry = `
    import MiniSearch from 'minisearch';
    export { createLocalSearchClient } from '${SRC_DIR}/src/features/search/localClient.ts';
    export { MiniSearch };
  `;
  const bundled = await build({
    stdin: { contents: entry, loader: 'ts', resolveDir: WORK },
    nodePaths: [path.join(REPO, 'node_modules')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const dir = path.join(WORK, 'browser-latency');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'search'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><body></body></html>');
  writeFileSync(path.join(dir, 'bench.js'), bundled.outputFiles[0].contents);
  for (const [name, text] of siteFiles) {
    mkdirSync(path.dirname(path.join(dir, 'search', name)), { recursive: true });
    writeFileSync(path.join(dir, 'search', name), text);
  }
  const tunedIndex = new MiniSearch({ fields: ['title', 'heading', 'body', 'keywords'] });
  tunedIndex.addAll(documents);
  writeFileSync(path.join(dir, 'minisearch.json'), JSON.stringify(tunedIndex));
  writeFileSync(path.join(dir, 'section-pages.json'), JSON.stringify(documents.map((doc) => doc.page)));
  const server = await serveFolder(dir);
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    return await page.evaluate(
      async ({ queries, tags, runs, enough }) => {
        const { createLocalSearchClient, MiniSearch } = await import('/bench.js');
        const summary = (times) => {
          const sorted = [...times].sort((a, b) => a - b);
          const at = (p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
          return { p50: at(50), p95: at(95) };
        };
        const timed = async (fn) => {
          const times = [];
          for (const query of queries) {
            const runTimes = [];
            for (let run = 0; run < runs; run++) {
              const started = performance.now();
              await fn(query);
              runTimes.push(performance.now() - started);
            }
            runTimes.sort((a, b) => a - b);
            times.push(runTimes[Math.floor(runs / 2)]);
          }
          return summary(times);
        };
        const client = createLocalSearchClient({ basePath: '/search/', origin: location.origin });
        const request = (query) => ({
          indexName: 'x',
          query,
          hitsPerPage: 20,
          facetFilters: [['language:en'], [...tags.map((tag) => `docusaurus_tag:${tag}`), 'docusaurus_tag:default']],
        });
        for (const query of queries) await client.search([request(query)]);
        const site = await timed((query) => client.search([request(query)]));
        const json = await (await fetch('/minisearch.json')).text();
        const sectionPages = await (await fetch('/section-pages.json')).json();
        const mini = MiniSearch.loadJSON(json, { fields: ['title', 'heading', 'body', 'keywords'] });
        const tuned = {
          boost: { title: 6, heading: 3, keywords: 2.5 },
          prefix: (term) => term.length >= 3,
          fuzzy: 0.2,
        };
        const miniSearch = (query) => {
          const all = mini.search(query, { ...tuned, combineWith: 'AND' }).map((r) => r.id);
          if (new Set(all.map((id) => sectionPages[id])).size >= enough) return all;
          const seen = new Set(all);
          return [
            ...all,
            ...mini
              .search(query, { ...tuned, combineWith: 'OR' })
              .map((r) => r.id)
              .filter((id) => !seen.has(id)),
          ];
        };
        const minisearch = await timed(miniSearch);
        return { site, minisearch };
      },
      { queries: allQueries.map((entry) => entry.query), tags, runs: RUNS, enough: ENOUGH_PAGES },
    );
  } finally {
    server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const loadBefore = os.loadavg();
const rows = [];
let siteFiles = null;
let scale = null;
const siteModules = await bundleSite();
siteDisplayFiles(siteModules);
if (ENGINES.has('site')) {
  const row = await siteEngine(siteModules);
  siteFiles = row.files;
  rows.push(row);
  scale = await siteAtScale(row.site);
  row.atScale = scale;
  log(`site at 10,000 synthetic pages: ${JSON.stringify(scale)}`);
}
for (const tuned of [false, true]) {
  if (ENGINES.has('minisearch')) rows.push(await miniSearch(tuned));
  log('minisearch done');
}
for (const tuned of [false, true]) if (ENGINES.has('orama')) rows.push(await orama(tuned));
log('orama done');
for (const tuned of [false, true]) if (ENGINES.has('flexsearch')) rows.push(await flexSearch(tuned));
log('flexsearch done');

let browser = null;
if (ENGINES.has('pagefind') || (!options['no-browser'] && siteFiles)) {
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
try {
  if (ENGINES.has('pagefind')) {
    for (const tuned of [false, true]) rows.push(await pagefindEngine(tuned, browser));
    if (scaleInput) {
      const atScale = await pagefindAtScale(browser, scaleInput.synthetic, scaleInput.queries);
      rows.find((row) => row.engine.startsWith('Pagefind') && row.config === 'defaults').atScale = atScale;
      log(`pagefind at 10,000 synthetic pages: ${JSON.stringify(atScale)}`);
    }
    await pagefind.close();
    log('pagefind done');
  }
  if (!options['no-browser'] && siteFiles) {
    const latency = await browserLatency(browser, siteFiles);
    rows.find((row) => row.engine.startsWith("Site's")).latencyBrowser = latency.site;
    const miniTuned = rows.find((row) => row.engine.startsWith('MiniSearch') && row.config === 'tuned');
    if (miniTuned) miniTuned.latencyBrowser = latency.minisearch;
  }
} finally {
  await browser?.close();
}

for (const row of rows) {
  row.tuning = quality(tuningQueries, row.pagesOf);
  row.holdout = quality(holdoutQueries, row.pagesOf);
}

const lat = (latency) => (latency ? `${ms(latency.p50)} / ${ms(latency.p95)}` : '–');
const range = (value) => (value.p50 === value.p95 ? kb(value.p50) : `${kb(value.p50)} (p95 ${kb(value.p95)})`);
console.log(
  '| Engine | Config | Tuning top-1 / top-5 (%) | Held-out top-1 / top-5 (%) | Index, gz KB | First query downloads, gz KB (index part) | Node p50 / p95 ms | Chromium p50 / p95 ms | Build ms | At 10,000 pages (30,000 sections), gz KB |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
/** Growth: measured on the synthetic corpus (site's engine, Pagefind) or extrapolated (*, whole indexes: index and first query). */
const atScale = (row) => {
  if (row.atScaleGz) return `${kb(row.atScaleGz)}*; first query ${kb(row.atScaleGz + row.libraryGz)}*`;
  if (row.atScale) return `${kb(row.atScale.indexGz)}; first query ${range(row.atScale.firstQueryGz)}`;
  return '–';
};
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${row.config} | ${row.tuning.top1} / ${row.tuning.top5} | ${row.holdout.top1} / ${row.holdout.top5} | ${kb(row.indexGz)} | ${range(row.firstQueryGz)} (${range(row.firstIndexGz)}) | ${lat(row.latency)} | ${lat(row.latencyBrowser)} | ${row.buildMs.toFixed(0)} | ${atScale(row)} |`,
  );
}
console.log('\n* extrapolated: index bytes per section × 30,000 sections.');
for (const row of rows) {
  if (row.settings) console.log(`- ${row.engine}, ${row.config}: ${row.settings}`);
}
const serialisable = rows.map(({ pagesOf, results: _results, files: _files, site: _site, ...row }) => ({
  ...row,
  top5: Object.fromEntries([...pagesOf].map(([query, found]) => [query, found.slice(0, 5)])),
}));
if (scale) {
  console.log(
    `\nSynthetic corpus (scripts/bench/search-corpus.mjs): ${scale.pages} pages, ${scale.sections} sections in the site's engine; MiniSearch defaults measured on it: ${kb(scale.miniSearchDefaultsMeasuredGz)} KB gz (extrapolation from this site: ${kb(rows.find((row) => row.engine.startsWith('MiniSearch') && row.config === 'defaults')?.atScaleGz)} KB gz).`,
  );
}
writeFileSync(
  path.join(WORK, options.out),
  JSON.stringify(
    {
      commit: process.env.SRC_COMMIT ?? null,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      library,
      documents: documents.length,
      rows: serialisable,
    },
    null,
    1,
  ),
);
log(`wrote ${options.out}`);
