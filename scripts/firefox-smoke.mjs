#!/usr/bin/env node
// The production build in a second real browser: Debian's Firefox ESR, driven by puppeteer-core over
// WebDriver BiDi (Playwright's Firefox needs its own patched build, which is never downloaded here).
// The browser tests (Playwright, Chromium) cover every behaviour; this run checks that the reader's
// main paths also work in Firefox: pages start without errors, colour mode, the search dialog and
// /search, client-side navigation, code tabs, the phone menu and the 404 page.
//
// Usage: node scripts/firefox-smoke.mjs [--dir build]   (FIREFOX_PATH names the browser binary)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { serveBuild } from './lib/serveBuild.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
/** How long a step waits for what it expects (a slow CI machine starts Firefox slowly). */
const WAIT_MS = 15_000;

function firefoxPath() {
  if (process.env.FIREFOX_PATH) {
    if (!existsSync(process.env.FIREFOX_PATH))
      throw new Error(`FIREFOX_PATH=${process.env.FIREFOX_PATH} does not exist.`);
    return process.env.FIREFOX_PATH;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `Firefox was not found (${CANDIDATES.join(', ')}). Install Debian's Firefox ESR ` +
        '(apt-get install firefox-esr) or set FIREFOX_PATH to a Firefox binary.',
    );
  }
  return found;
}

/** A console message or uncaught error of the page, with the texts of its arguments. */
async function describe(message) {
  const parts = await Promise.all(
    message
      .args()
      .map((arg) =>
        arg
          .evaluate((value) =>
            value && typeof value === 'object' && 'message' in value
              ? `${value.name}: ${value.message}`
              : String(value),
          )
          .catch(() => '?'),
      ),
  );
  return `[${message.type()}] ${parts.join(' ') || message.text()}`;
}

const steps = [
  [
    'pages start without errors',
    async ({ page, origin }) => {
      for (const route of ['/', '/efr/DE/fiscal', '/efr/api', '/e_invoicing', '/faq/efr', '/enduser/digital-receipt']) {
        await visit(page, origin + route);
        await page.waitForSelector('h1', { timeout: WAIT_MS });
      }
    },
  ],
  [
    'colour mode switches and is kept after a reload',
    async ({ page, origin }) => {
      await visit(page, `${origin}/efr/DE/fiscal`);
      const theme = () => page.$eval('html', (html) => html.dataset.theme);
      const before = await theme();
      await page.click('.navbar button[class*="toggleButton"]');
      await waitFor(page, (old) => document.documentElement.dataset.theme !== old, { timeout: WAIT_MS }, before);
      const after = await theme();
      await reload(page);
      if ((await theme()) !== after) throw new Error(`the colour mode ${after} was not kept after a reload`);
      await page.click('.navbar button[class*="toggleButton"]');
      await waitFor(page, (old) => document.documentElement.dataset.theme === old, { timeout: WAIT_MS }, before);
    },
  ],
  [
    'Ctrl+K opens search; a German query and a typo find pages; Enter opens the first',
    async ({ page, origin }) => {
      await visit(page, `${origin}/efr/DE/fiscal`);
      for (const query of ['Tagesabschluss', 'germnay tse']) {
        await page.keyboard.down('Control');
        await page.keyboard.press('k');
        await page.keyboard.up('Control');
        const input = await page.waitForSelector('.DocSearch-Input', { timeout: WAIT_MS });
        await input.type(query);
        await page.waitForSelector('.DocSearch-Hit', { timeout: WAIT_MS });
        if (query === 'germnay tse') break;
        await page.keyboard.press('Escape');
        await waitFor(page, () => !document.querySelector('.DocSearch-Modal'), { timeout: WAIT_MS });
      }
      const from = page.url();
      await page.keyboard.press('Enter');
      await waitFor(page, (old) => location.href !== old, { timeout: WAIT_MS }, from);
      await waitFor(page, () => !document.querySelector('.DocSearch-Modal'), { timeout: WAIT_MS });
    },
  ],
  [
    '"Next" navigates inside the app',
    async ({ page, origin }) => {
      await visit(page, `${origin}/efr/DE/fiscal`);
      const title = await page.$eval('h1', (heading) => heading.textContent);
      await page.evaluate(() => {
        window.__sameDocument = true;
      });
      await page.click('a.pagination-nav__link--next');
      await waitFor(page, (old) => document.querySelector('h1')?.textContent !== old, { timeout: WAIT_MS }, title);
      if (!(await page.evaluate(() => window.__sameDocument === true)))
        throw new Error('the link loaded a new document');
    },
  ],
  [
    'a code tab switches its panel',
    async ({ page, origin }) => {
      await visit(page, `${origin}/efr/api`);
      const tab = await page.waitForSelector('[role="tab"][aria-selected="false"]', { timeout: WAIT_MS });
      await tab.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await tab.click();
      await waitFor(page, (element) => element.getAttribute('aria-selected') === 'true', { timeout: WAIT_MS }, tab);
    },
  ],
  [
    'the phone menu opens',
    async ({ page, origin }) => {
      await setViewport(page, { width: 412, height: 823 });
      try {
        await visit(page, `${origin}/efr/DE/fiscal`);
        await page.click('button.navbar__toggle');
        await page.waitForSelector('.navbar-sidebar--show .menu__link', { visible: true, timeout: WAIT_MS });
      } finally {
        await setViewport(page, { width: 1280, height: 900 });
      }
    },
  ],
  [
    '/search lists results',
    async ({ page, origin }) => {
      await visit(page, `${origin}/search?q=DSFinV-K`);
      await waitFor(page, () => /\d+ results?/.test(document.querySelector('main')?.textContent ?? ''), {
        timeout: WAIT_MS,
      });
    },
  ],
  [
    'an unknown address answers 404 with the not-found page',
    async ({ page, origin }) => {
      const { status } = await fetch(`${origin}/efr/no-such-page`);
      if (status !== 404) throw new Error(`status ${status}`);
      await visit(page, `${origin}/efr/no-such-page`);
      await page.waitForSelector('h1', { timeout: WAIT_MS });
    },
  ],
];

/**
 * Opens a page and waits until it has loaded. puppeteer's navigation tracking can miss the events
 * of a load in Firefox: a same-document navigation during loading replaces the navigation id that
 * puppeteer waits for, and `goto` then hangs until its timeout, whatever `waitUntil` asks (puppeteer
 * issue 13041, Firefox bug 1879163; in CI on /efr/api and /efr/DE/fiscal, one run in two or three
 * even with `domcontentloaded`). So the page navigates itself and the load is read from the new
 * document: its address and `document.readyState`.
 */
async function visit(page, url) {
  const target = new URL(url);
  await page.evaluate((href) => {
    window.location.href = href;
  }, target.href);
  await waitFor(
    page,
    (path, search) => location.pathname === path && location.search === search && document.readyState === 'complete',
    { timeout: WAIT_MS },
    target.pathname,
    target.search,
  );
}

/** Reloads the page and waits for the new document to load (see visit). */
async function reload(page) {
  await page.evaluate(() => {
    window.__beforeReload = true;
    window.location.reload();
  });
  await waitFor(page, () => !window.__beforeReload && document.readyState === 'complete', { timeout: WAIT_MS });
}

/**
 * `page.waitForFunction`, by polling `page.evaluate`: puppeteer's own polls with a function the
 * page makes from text, which the site's Content-Security-Policy (no 'unsafe-eval') blocks in
 * Firefox ESR 140.12 ("call to Function() blocked by CSP"). A navigation under way (the context
 * is replaced) counts as not yet.
 */
async function waitFor(page, predicate, { timeout }, ...args) {
  const until = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(predicate, ...args).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`Waiting failed: ${timeout} ms exceeded`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `page.setViewport`, tolerating a Firefox without WebDriver BiDi's screen-orientation command
 * (Firefox ESR 140.12 answers "unknown command emulation.setScreenOrientationOverride"): puppeteer
 * sends it beside the viewport command, which has then taken effect; puppeteer tolerates the
 * touch-override command the same way.
 */
async function setViewport(page, viewport) {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error?.message))) throw error;
  }
}

async function main() {
  const dir = path.resolve(values.dir);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run "npm run build" first.`);
  const executablePath = firefoxPath();
  const { child: server, origin } = await serveBuild(dir, 'the build');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
  });
  const failures = [];
  try {
    for (const [name, run] of steps) {
      const page = await browser.newPage();
      await setViewport(page, { width: 1280, height: 900 });
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn')
          void describe(message).then((text) => problems.push(text));
      });
      page.on('pageerror', (error) => problems.push(`[uncaught] ${error.message}`));
      try {
        await run({ page, origin });
        // Messages logged by the last action arrive asynchronously.
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (problems.length > 0) throw new Error(`the page logged:\n    ${problems.join('\n    ')}`);
        console.log(`  ✔ ${name}`);
      } catch (error) {
        failures.push(name);
        console.log(`  ✖ ${name}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${steps.length} Firefox checks failed.`);
  console.log(`All ${steps.length} Firefox checks passed.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
