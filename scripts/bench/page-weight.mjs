// First-visit weight of a page in Chromium: every response of a cold load (new browser context),
// until the network has been quiet for a while, so the chunks Docusaurus prefetches for the links
// in view are caught too. Prefetched responses are counted apart from what the page itself loads.
// Built pages of this site start their JavaScript once painted, or on a first interaction if that
// comes sooner (src/plugins/app-start): the measure records what loads without any interaction
// (`beforeInteraction`), then moves the pointer and counts what the started page needs. The app's
// own scripts count as loaded even when the start script fetched them ahead into the cache.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const kinds = { document: 'html', script: 'js', stylesheet: 'css' };

function emptyTotals() {
  const bucket = () => ({ raw: 0, gz: 0, requests: 0 });
  return { html: bucket(), js: bucket(), css: bucket(), other: bucket(), requests: 0 };
}

function kindOf(request) {
  const byType = kinds[request.resourceType()];
  if (byType) return byType;
  const pathname = new URL(request.url()).pathname;
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return 'other';
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

/**
 * Loads `url` in a fresh context, then interacts; returns { loaded, prefetched } totals (bytes and
 * requests per kind) and the JS that ran before the interaction.
 */
export async function measurePage(browser, url, { quietMs = 1500, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pending = [];
  let lastActivity = Date.now();
  page.on('request', () => (lastActivity = Date.now()));
  page.on('requestfinished', (request) => {
    lastActivity = Date.now();
    pending.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const headers = await request.allHeaders();
        const prefetch = /prefetch/i.test(headers['sec-purpose'] ?? '') || /prefetch/i.test(headers['purpose'] ?? '');
        return { url: request.url(), kind: kindOf(request), prefetch, raw: body.length, gz: gzipSync(body).length };
      })(),
    );
  });
  const quiet = async () => {
    while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(250);
  };
  await page.goto(url, { waitUntil: 'load' });
  await quiet();
  const appScripts = new Set(
    (
      await page
        .locator('script[data-scripts]')
        .getAttribute('data-scripts', { timeout: 1000 })
        .catch(() => null)
    )
      ?.split(' ')
      .filter(Boolean) ?? [],
  );
  const before = await Promise.all(pending);
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page
    .waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
      timeout: 15_000,
    })
    .catch(() => {});
  await quiet();
  const all = await Promise.all(pending);
  // Chromium gives no body for a prefetch, and a script then run from that cache makes no request:
  // the app's scripts are weighed from the server, each once, as loaded.
  const appScriptBodies = new Map();
  for (const path of appScripts) {
    const response = await context.request.get(new URL(path, url).href);
    appScriptBodies.set(path, await response.body());
  }
  await context.close();

  const requests = all.filter((request) => !appScripts.has(new URL(request.url).pathname));
  for (const [path, body] of appScriptBodies) {
    requests.push({
      url: new URL(path, url).href,
      kind: 'js',
      prefetch: false,
      raw: body.length,
      gz: gzipSync(body).length,
    });
  }
  const beforeInteraction = { jsGz: 0, jsRequests: 0 };
  for (const request of before) {
    if (request.kind !== 'js' || request.prefetch) continue;
    beforeInteraction.jsGz += request.gz;
    beforeInteraction.jsRequests += 1;
  }

  const loaded = emptyTotals();
  const prefetched = emptyTotals();
  for (const request of requests) {
    const totals = request.prefetch ? prefetched : loaded;
    totals[request.kind].raw += request.raw;
    totals[request.kind].gz += request.gz;
    totals[request.kind].requests += 1;
    totals.requests += 1;
  }
  // The biggest scripts the page ran, to see where a budget goes.
  loaded.largestJs = requests
    .filter((request) => !request.prefetch && request.kind === 'js')
    .sort((a, b) => b.gz - a.gz)
    .slice(0, 6)
    .map((request) => ({ path: new URL(request.url).pathname, gz: request.gz }));
  return { loaded, prefetched, beforeInteraction };
}
