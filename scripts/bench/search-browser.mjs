// Browser side of the search benchmark: serves a build, drives the DocSearch dialog in Chromium and
// runs the embedded-index client (src/features/search/localClient.ts, bundled as is) inside the
// page, so every figure comes from the code path the dialog uses.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the bench serves the bundled client inside the site's origin (CSP allows 'self' only). */
const CLIENT_URL = '/__bench__/local-client.js';

/** Starts scripts/serve.mjs on a folder; resolves once it listens. */
export function serveFolder(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoDir, 'scripts/serve.mjs'), '--dir', dir, '--port', String(port)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Serving ')) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
}

/**
 * The local client as the site ships it, bundled for the page. esbuild comes with Vitest's Vite;
 * only the bench uses it, the site itself is bundled by Docusaurus.
 */
export async function bundleLocalClient() {
  const result = await build({
    // The assistant's answer() comes along: the bench measures its replies on the same client.
    stdin: {
      contents: [
        "export { createLocalSearchClient } from './src/features/search/localClient.ts';",
        "export { answer } from './src/features/assistant/answer.ts';",
      ].join('\n'),
      resolveDir: repoDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Already-compressed bodies are sent as they are; others as a gzip-ing host sends them. */
export function gzSize(body) {
  const isGzip = body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;
  return isGzip ? body.length : Math.min(body.length, gzipSync(body, { level: 9 }).length);
}

/** A fresh context on the site with the bundled client reachable at CLIENT_URL. */
export async function openSite(browser, baseUrl, clientCode, pathname = '/') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(`**${CLIENT_URL}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: clientCode }),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
  // Built pages start the app on a reader's first interaction (src/plugins/app-start), at once on a first interaction: move the pointer.
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout: 30_000,
  });
  return { context, page };
}

/** The kinds of files of the embedded index (src/features/search/engine/files.ts). */
export function kindOfSearchFile(pathname) {
  if (/\/(index|header)\.json$/.test(pathname)) return 'base';
  if (pathname.includes('/terms/')) return 'term shards';
  if (pathname.includes('/near/')) return 'near spellings';
  if (pathname.includes('/pages/')) return 'page displays';
  return 'other';
}

const bucket = () => ({ raw: 0, gz: 0, requests: 0 });

/**
 * Bytes before the first result: a cold page, Ctrl+K, the query typed, until the first hit is
 * rendered. Responses after the dialog opens are split into the DocSearch UI and engine (the
 * lazily loaded chunks under /assets/: the engine, MiniSearch, ships in the dialog's chunk) and
 * the index data (under /search/).
 */
export async function measureFirstResult(browser, baseUrl, clientCode, query, pathname = '/') {
  const { context, page } = await openSite(browser, baseUrl, clientCode, pathname);
  // Let idle-time prefetches of the page settle, so they are not counted as search traffic.
  await page.waitForLoadState('networkidle');
  const responses = [];
  let recording = true;
  context.on('requestfinished', (request) => {
    if (!recording) return;
    responses.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return { url: request.url(), raw: body.length, gz: gzSize(body) };
      })(),
    );
  });
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 30_000 });
  const elapsedMs = Date.now() - started;
  await page.waitForTimeout(300);
  recording = false;
  const all = await Promise.all(responses);
  const totals = { ui: bucket(), search: bucket(), other: bucket(), searchByKind: {}, files: [] };
  for (const entry of all) {
    const { pathname } = new URL(entry.url);
    if (pathname === CLIENT_URL) continue;
    const group = pathname.startsWith('/search/') ? 'search' : pathname.startsWith('/assets/') ? 'ui' : 'other';
    // Only requests made for the search count: the page's own prefetches settled before.
    for (const target of [totals[group]]) {
      target.raw += entry.raw;
      target.gz += entry.gz;
      target.requests++;
    }
    if (group === 'search') {
      const kind = kindOfSearchFile(pathname);
      totals.searchByKind[kind] ??= bucket();
      totals.searchByKind[kind].raw += entry.raw;
      totals.searchByKind[kind].gz += entry.gz;
      totals.searchByKind[kind].requests++;
    }
    totals.files.push({ path: pathname, group, raw: entry.raw, gz: entry.gz });
  }
  await context.close();
  return { query, elapsedMs, ...totals };
}

/** Loads the bundled client in the page: one instance, as the site's localClientInstance makes. */
export async function installClient(page) {
  await page.evaluate(async (url) => {
    const module = await import(url);
    window.__benchSearch = module.createLocalSearchClient({ basePath: '/search/', origin: location.origin });
    window.__benchAnswer = module.answer;
  }, CLIENT_URL);
}

/**
 * Runs queries through the client with the request DocSearch's dialog sends (20 hits, snippets of
 * 10 words, the contextual filter of every area; on an area page the area preferred through
 * optionalFilters). A query is a string or { query, prefer } where prefer is the docusaurus_tag of
 * the area the reader is in. Returns per query the time of the search call and the hit paths in order.
 */
export async function runClientQueries(page, queries, tags = []) {
  return page.evaluate(
    async ({ list, tags }) => {
      const out = [];
      for (const entry of list) {
        const { query, prefer } = typeof entry === 'string' ? { query: entry, prefer: null } : entry;
        const started = performance.now();
        const { results } = await window.__benchSearch.search([
          {
            indexName: 'bench',
            query,
            params: new URLSearchParams({
              hitsPerPage: '20',
              attributesToSnippet: JSON.stringify(['hierarchy.lvl1:10', 'content:10']),
              snippetEllipsisText: '…',
              facetFilters: JSON.stringify([['language:en'], tags.map((tag) => `docusaurus_tag:${tag}`)]),
              optionalFilters: JSON.stringify(prefer ? [`docusaurus_tag:${prefer}`] : []),
            }).toString(),
          },
        ]);
        const ms = performance.now() - started;
        const hits = results[0].hits.map((hit) => new URL(hit.url).pathname);
        out.push({ query, ms, nbHits: results[0].nbHits, hits });
      }
      return out;
    },
    { list: queries, tags },
  );
}

/**
 * The docs assistant's replies to questions, with the request it sends (src/features/assistant/
 * docsSearch.ts: 12 hits, every area): per question the page of its first link and the page its
 * quoted passage comes from (the hit whose page title the reply names, "From **Title**").
 */
export async function runAssistant(page, questions) {
  return page.evaluate(async (list) => {
    const out = [];
    for (const question of list) {
      let hits = [];
      const search = async (query) => {
        const { results } = await window.__benchSearch.search([
          { indexName: 'bench', query, hitsPerPage: 12, facetFilters: [['language:en']] },
        ]);
        hits = results[0].hits;
        return hits;
      };
      const reply = await window.__benchAnswer(question, search, { origins: [location.origin] });
      const title = /From \*\*(.+?)\*\*/.exec(reply.text)?.[1]?.replace(/\\/g, '');
      const quoted = title === undefined ? undefined : hits.find((hit) => hit.hierarchy.lvl1 === title);
      out.push({
        question,
        link: reply.links[0]?.url.split('#')[0] ?? null,
        quote: quoted ? new URL(quoted.url).pathname : null,
      });
    }
    return out;
  }, questions);
}

/**
 * Keystroke to rendered hits in the dialog: the whole query is put into the input in one input
 * event (as a paste does), and the time runs until the hit list of that query is in the DOM (React has
 * committed it; painting follows in the same frame). The input is cleared between queries, so each measurement starts from the empty screen.
 */
export async function measureDialogLatency(page, queries) {
  if ((await page.locator('.DocSearch-Modal').count()) === 0) {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
  }
  const out = [];
  for (const entry of queries) {
    const query = typeof entry === 'string' ? entry : entry.query;
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForFunction(() => !document.querySelector('.DocSearch-Hits, .DocSearch-NoResults'));
    const ms = await page.evaluate(
      (text) =>
        new Promise((resolve, reject) => {
          const input = document.querySelector('.DocSearch-Input');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const started = performance.now();
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          // A mutation observer fires right after React commits, without a polling interval's delay.
          const observer = new MutationObserver(() => {
            if (!document.querySelector('.DocSearch-Hits, .DocSearch-NoResults')) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - started);
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`No results rendered for "${text}"`));
          }, 10_000);
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      query,
    );
    out.push({ query, ms });
  }
  return out;
}

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
}

/** The assistant on each set's questions: how often its first link and its quote are on a right page. */
export async function measureAssistant(browser, url, clientCode, sets) {
  const { context, page } = await openSite(browser, url, clientCode);
  await installClient(page);
  const figures = {};
  for (const [name, entries] of Object.entries(sets)) {
    const questions = entries.filter((entry) => entry.kind === 'question');
    const replies = await runAssistant(
      page,
      questions.map((entry) => entry.query),
    );
    const share = (count) => Math.round((1000 * count) / Math.max(1, questions.length)) / 10;
    figures[name] = {
      n: questions.length,
      firstLink: share(replies.filter((reply, index) => questions[index].expected.includes(reply.link)).length),
      quote: share(replies.filter((reply, index) => questions[index].expected.includes(reply.quote)).length),
    };
  }
  await context.close();
  return figures;
}
