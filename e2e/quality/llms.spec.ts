import type { Page } from '@playwright/test';
import { load } from 'cheerio';
import { markdownTwinPath } from '../../src/features/copy-page/twin';
import { expect, holdApp, test, waitForHydration } from '../fixtures/test';
import { requiredRoutes } from './routes';

/**
 * Docs for AI tools (src/plugins/llms-txt): /llms.txt lists every page, each page has a Markdown
 * twin that keeps its headings and tables, and "Copy page" puts that twin on the clipboard, also
 * when pressed before the app has started.
 */

/** A heading's words without Markdown: links, code spans, emphasis and escapes. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();

/** Routes llms.txt does not list: the sign-in callback is a redirect target with no content. */
const notListed = new Set(['/callback']);

const copyButton = (page: Page) => page.getByRole('button', { name: /^(Copy page|Copied)$/ });

test.describe('Docs for AI tools', () => {
  test('llms.txt lists every required route, and the files are served as text', async ({ request, baseURL }) => {
    const response = await request.get('/llms.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const listed = new Set(
      [...text.matchAll(/\]\((https?:[^)\s]+)\)/g)].map(([, url]) => {
        const { pathname } = new URL(url!);
        return pathname === '/index.md' ? '/' : pathname.replace(/\.md$/, '');
      }),
    );
    const missing = requiredRoutes.filter((route) => !notListed.has(route) && !listed.has(route));
    expect(missing, `llms.txt (${baseURL}/llms.txt) misses these routes`).toEqual([]);
    const full = await request.get('/llms-full.txt');
    expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect((await full.text()).length).toBeGreaterThan(text.length);
  });

  test("every page's Markdown twin has the page's headings and tables, and no HTML", async ({ request }) => {
    const pages = requiredRoutes.filter((route) => !['/search', '/callback'].includes(route));
    for (const route of pages) {
      const html = load(await (await request.get(route)).text());
      const content = html('.theme-doc-markdown').length > 0 ? html('.theme-doc-markdown') : html('main');
      const twin = await request.get(markdownTwinPath(route));
      expect(twin.status(), `${route}: ${markdownTwinPath(route)}`).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await twin.text();
      const headings = new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => plain(heading!)));
      const expected = content
        .find('h1, h2, h3, h4')
        .map((_index, heading) =>
          plain(
            html(heading)
              .text()
              .replace(/\u200b/g, ''),
          ),
        )
        .get();
      expect(
        expected.filter((heading) => !headings.has(heading)),
        `${route}: headings missing from the twin`,
      ).toEqual([]);
      const tables = markdown.match(/^\|(?: *:?-+:? *\|)+ *$/gm)?.length ?? 0;
      expect(tables, `${route}: tables in the twin`).toBe(content.find('table').length);
      const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose, `${route}: HTML or JSX outside code`).not.toMatch(/<\/?[A-Za-z][\w.-]*(?:\s[^>]*)?\/?>/);
    }
  });

  test('the Postman collection is served next to the OpenAPI description', async ({ request }) => {
    const response = await request.get('/api/efr.postman_collection.json');
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const collection = (await response.json()) as { info: { schema: string } };
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  });
});

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('puts the page as Markdown on the clipboard and says so', async ({ page, request }) => {
    await page.goto('/efr/DE/receipt-layout');
    await waitForHydration(page);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copied');
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    const expected = await (await request.get('/efr/DE/receipt-layout.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).toMatch(/^# Germany – receipt layout$/m);
  });

  test('a press before the app has started is carried out once it has', async ({ page, request }) => {
    const release = await holdApp(page);
    await page.goto('/efr/countries', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await copyButton(page).click();
    release();
    await expect(copyButton(page)).toHaveText('Copied');
    const expected = await (await request.get('/efr/countries.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('without a clipboard it says so and offers the Markdown page', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await page.goto('/efr/api');
    await waitForHydration(page);
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Open the Markdown');
    // The Markdown opens in a new tab (a pathname:// link), so the page being read stays.
    const [twin] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Markdown', exact: true }).click(),
    ]);
    await expect(twin).toHaveURL(/\/efr\/api\.md$/);
    await expect(twin.locator('body')).toContainText('# EFR API reference');
  });
});
