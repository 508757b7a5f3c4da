import type { Page } from '@playwright/test';
import { expect, holdDialogCode, test, waitForHydration } from '../fixtures/test';

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** DocSearch's own dialog (its footer lists the keys), not the frame drawn while its code loads. */
const docSearchDialog = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Commands');

async function openWithKeys(page: Page) {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search dialog', () => {
  test('opens with Ctrl+K, Cmd+K and "/" outside inputs, and closes with Escape', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.locator('article').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
  });

  test('a tap draws the dialog at once, before its code has arrived, and what is typed there stays in the dialog @mobile', async ({
    page,
  }) => {
    const release = await holdDialogCode(page);
    await page.goto('/efr');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search' }).first().click();
    // The frame: a dialog named by its search box, which has the focus.
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('rece');
    await expect(docSearchDialog(page)).toHaveCount(0);
    // The code arrives while the reader types on: no keystroke is lost when the dialog takes over.
    release();
    await page.keyboard.type('ipt');
    await expect(docSearchDialog(page)).toBeAttached();
    await expect(input(page)).toHaveValue('receipt');
    await expect(input(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.type('s');
    await expect(input(page)).toHaveValue('receipts');
  });

  test('the frame drawn while the code loads keeps the selected text as the query and closes like the dialog', async ({
    page,
  }) => {
    const release = await holdDialogCode(page);
    await page.goto('/efr/getting-started');
    await waitForHydration(page);
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('article h1')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()!.toString());
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
    // Selected in the box, as DocSearch does: typing replaces it.
    expect(await input(page).evaluate((box: HTMLInputElement) => [box.selectionStart, box.selectionEnd])).toEqual([
      0,
      selected.slice(0, 64).length,
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' }).first()).toBeFocused();
    // A press on the backdrop closes it too; the code arriving later opens nothing.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.mouse.click(5, 700);
    await expect(dialog(page)).toHaveCount(0);
    release();
    await page.waitForTimeout(500);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('"/" typed into an input does not open the dialog', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search query' }).fill('');
    await page.getByRole('searchbox', { name: 'Search query' }).press('/');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search query' })).toHaveValue('/');
  });

  test('a letter typed on the focused search button starts the query with it', async ({ page }) => {
    await page.goto('/efr');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search' }).first().focus();
    await page.keyboard.press('t');
    await expect(input(page)).toHaveValue('t');
  });

  test('selected text of up to 64 characters seeds the query', async ({ page }) => {
    await page.goto('/efr/getting-started');
    await waitForHydration(page);
    await page.evaluate(() => {
      const heading = document.querySelector('article h1')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()!.toString());
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });

  test('the input takes 64 characters, without spell-check or auto-complete', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await expect(input(page)).toHaveAttribute('spellcheck', 'false');
    await expect(input(page)).toHaveAttribute('autocomplete', 'off');
  });

  test('finds results, navigates with the arrows and opens one with Enter @smoke', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('signature device');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
    const target = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('data-url');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    expect(target).toBeTruthy();
    await expect(page).toHaveURL(new RegExp(`${target!.split('#')[0]}`));
  });

  test('shows at most 5 hits per group', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('receipt');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const counts = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((groups) => groups.map((g) => g.querySelectorAll('.DocSearch-Hit').length));
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  test('snippets are 10 words long on desktop', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('transaction number');
    const snippet = page.locator('.DocSearch-Hit-path').first();
    await expect(snippet).toBeVisible();
    const words = (await page.locator('.DocSearch-Hit-path').allInnerTexts()).map(
      (t) => t.replace(/…/g, ' ').trim().split(/\s+/).length,
    );
    expect(Math.max(...words)).toBeLessThanOrEqual(10);
  });

  test('snippets are 5 words long on small screens @mobile-only', async ({ page }) => {
    await page.goto('/efr');
    await page.getByRole('button', { name: 'Search' }).first().click();
    await input(page).fill('transaction number');
    await expect(page.locator('.DocSearch-Hit-path').first()).toBeVisible();
    const words = (await page.locator('.DocSearch-Hit-path').allInnerTexts()).map(
      (t) => t.replace(/…/g, ' ').trim().split(/\s+/).length,
    );
    expect(Math.max(...words)).toBeLessThanOrEqual(5);
  });

  test('corrects typos', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('signatrue');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('says when nothing matches, with suggestions and a way to report it', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('receipt');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('qqqxxzzyy');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('qqqxxzzyy');
    await expect(noResults).toContainText('Try searching for');
    await expect(noResults).toContainText('Believe this query should return results?');
    await expect(noResults.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /^mailto:/);
  });

  test('shows the error screen when the index cannot be fetched, and recovers', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|search index|Failed to fetch/i);
    // The failure is handled by the dialog: no RetryError is left as an unhandled rejection.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    await page.route('**/search/**/*.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('receipt');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
      'You might want to check your network connection.',
    );
    // It stands in for the no-results screen, and the query stays in the box.
    await expect(page.getByText('No results for')).toBeHidden();
    await expect(input(page)).toHaveValue('receipt');
    await input(page).fill('');
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    await page.unroute('**/search/**/*.json');
    await input(page).fill('receipts');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('offers a Retry on the error screen that runs the failed query again', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|search index|Failed to fetch/i);
    await page.route('**/search/**/*.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/efr');
    await openWithKeys(page);
    await input(page).fill('signature');
    const retry = page.locator('.DocSearch-ErrorScreen').getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    // Still down: the error screen comes back, with the query kept.
    await retry.click();
    await expect(retry).toBeVisible();
    await expect(input(page)).toHaveValue('signature');
    await page.unroute('**/search/**/*.json');
    await retry.click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(input(page)).toHaveValue('signature');
    await expect(input(page)).toBeFocused();
  });

  test("opens the search page when the dialog's code cannot be downloaded", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|Loading chunk|ChunkLoadError/i);
    await page.goto('/efr');
    await waitForHydration(page);
    // From here every script download fails (a deploy replaced them, or the network is gone).
    await page.route('**/assets/js/*.js', (route) => route.abort());
    await page.keyboard.press('Control+k');
    await expect(page).toHaveURL(/\/search\?q=$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('"See all" counts the results of the query shown, as the search page does, even when an earlier keystroke answers last', async ({
    page,
  }) => {
    await page.goto('/search?q=receipt');
    const pageCount = Number(
      /(\d+) results?/.exec((await page.getByText(/^\d+ results?$/).textContent()) ?? '')?.[1] ?? NaN,
    );
    expect(pageCount).toBeGreaterThan(0);
    await page.goto('/efr');
    // The shards of the earlier query ("ta…") answer late: its response arrives after the later one's.
    await page.route('**/search/terms/**', async (route) => {
      // Shard files are named by their key's code points in base 36: "ta" → 38-2p-….
      if (route.request().url().includes('/terms/38-2p-')) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openWithKeys(page);
    await input(page).fill('ta');
    await input(page).fill('receipt');
    const footer = page.locator('.DocSearch-HitsFooter');
    await expect(footer).toContainText('See all');
    await page.waitForTimeout(2000);
    await expect(footer).toHaveText(`See all ${pageCount} results`);
  });

  test('adds a stalled style when results take longer than 300 ms', async ({ page }) => {
    await page.goto('/efr');
    await page.route('**/search/**/*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await openWithKeys(page);
    await input(page).fill('receipt');
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  });

  test('keeps recent searches, which can be saved as favorites or removed', async ({ page }) => {
    await page.goto('/efr');
    await openWithKeys(page);
    // DocSearch keeps a page (lvl1) result as a recent search: search for a page title.
    await input(page).fill('System requirements');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const target = (await page.locator('.DocSearch-Hit a').first().getAttribute('data-url'))!;
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${target.split('#')[0]}$`));
    await openWithKeys(page);
    const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' });
    await expect(recent).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH_RECENT_SEARCHES__')),
    );
    expect(stored).toEqual(['__DOCSEARCH_RECENT_SEARCHES__acme']);
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove this search from favorites' }).first().click();
    await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toHaveCount(0);
  });

  test('searches every area from any page, as Docusaurus contextual search does', async ({ page }) => {
    // The TSE is explained in EFR's pages: a reader on a Digital Receipt page reaches them too.
    await page.goto('/bill/Management/Introduction');
    await openWithKeys(page);
    await input(page).fill('TSE');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toContain('EFR');
    await page.keyboard.press('Escape');
    await page.goto('/efr/DE');
    await openWithKeys(page);
    await input(page).fill('TSE');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect((await page.locator('.DocSearch-Hit-source').allInnerTexts())[0]).toBe('EFR');
  });
});

test.describe('search page', () => {
  test('lists 20 results a page for ?q= and loads more', async ({ page }) => {
    await page.goto('/search?q=receipt');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('receipt');
    const hits = page.locator('main ol > li');
    await expect(hits).toHaveCount(20);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(hits).toHaveCount(40);
  });

  test('makes no request to Algolia hosts when running on the embedded index', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (/algolia/i.test(new URL(request.url()).hostname)) external.push(request.url());
    });
    await page.goto('/efr');
    expect(await page.locator('link[rel="preconnect"][href*="algolia"]').count()).toBe(0);
    await openWithKeys(page);
    await input(page).fill('receipt');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.getByText(/Search by|Powered by/).filter({ visible: true })).toHaveCount(0);
    expect(external).toEqual([]);
  });
});
