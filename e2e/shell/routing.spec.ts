import { expect, startApp, test, waitForHydration } from '../fixtures/test';

test.describe('routing', () => {
  test('an unknown path shows the not-found page with status 404 @smoke', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/efr/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  for (const path of ['/efr/%E0%A4%A', `/efr/${'a'.repeat(3000)}`, '/efr/%2e%2e/%2e%2e/etc/passwd', '/%00']) {
    test(`a malformed URL shows the not-found page: ${path.slice(0, 40)}`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    });
  }

  for (const suffix of ['.html', '/index.html']) {
    test(`paths ending in ${suffix} are normalised`, async ({ page }) => {
      await page.goto(suffix === '.html' ? '/efr/getting-started.html' : '/efr/index.html');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    });
  }

  test('the progress bar appears after 200 ms on a slow route change', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/efr');
    await waitForHydration(page);
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const start = Date.now();
    await page.getByRole('link', { name: 'API reference' }).first().click();
    await expect(page.locator('#nprogress')).toBeAttached({ timeout: 1000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);
    await expect(page).toHaveURL('/efr/api');
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 20_000 });
  });

  test('a failed route preload logs a warning and reloads the page once', async ({ page, allowConsoleErrors }) => {
    // The blocked chunks are reported by the browser; what matters is one reload and no loop.
    allowConsoleErrors(/ChunkLoadError|Loading chunk|Failed to load resource|ERR_FAILED/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/efr');
    await waitForHydration(page);
    // The link's own preload (pointer over it) fails too: logged, not left as an unhandled rejection.
    const unhandled: string[] = [];
    page.on('pageerror', (error) => unhandled.push(error.message));
    await page.route('**/assets/js/**', (route) => route.abort());
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'API reference' }).first().click();
    // The address changes at once (Docusaurus pushes it, then loads the route's code); the reload
    // follows the failed download, later on a busy machine: wait for it, then make sure no second
    // one follows.
    await expect(page).toHaveURL('/efr/api');
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    expect(warnings.some((text) => /ChunkLoadError|Loading chunk|failed/i.test(text))).toBe(true);
    expect(unhandled).toEqual([]);
    // The server-rendered page is readable even without its scripts.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page whose code cannot be downloaded shows the error and a Retry button, with a spinner while it reloads', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The blocked download, and React replacing the server-rendered page with the error.
    allowConsoleErrors(/ChunkLoadError|Loading chunk|Failed to load resource|ERR_FAILED|hydrat|onRecoverableError/i);
    // The chunk with this page's own content (a sentence of docs/efr/getting-started.mdx): the first
    // download fails, the next one is slow.
    const mark = 'Settle the decisions in the first section';
    let failed = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      let response: Awaited<ReturnType<typeof route.fetch>>;
      let body: string;
      try {
        response = await route.fetch();
        body = await response.text();
      } catch (error) {
        // A prefetch still under way when Retry reloads the page ends with that page.
        if (String(error).includes('disposed')) return;
        throw error;
      }
      if (body.includes(mark)) {
        if (failed === 0) {
          failed++;
          return route.abort('failed');
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      return route.fulfill({ response, body });
    });
    await page.goto('/efr/getting-started');
    await startApp(page);
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await expect(alert).toBeVisible();
    // The rest of the site still works around it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Decisions to make first' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(failed).toBe(1);
  });

  test('a crashing page shows the crash fallback and Try again resets it', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Simulated crash|The above error occurred|React will try to recreate|error boundary|hydrat/i);
    // Reading a doc's front matter option throws until the test lifts the fault: a render failure
    // (React retries a failed hydration once, so a one-off throw would be absorbed).
    await page.addInitScript(() => {
      Object.assign(window, { __simulateCrash: true });
      Object.defineProperty(Object.prototype, 'hide_title', {
        configurable: true,
        get() {
          if ((window as unknown as { __simulateCrash: boolean }).__simulateCrash) throw new Error('Simulated crash');
          return undefined;
        },
      });
    });
    await page.goto('/efr/getting-started');
    await startApp(page);
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Simulated crash').first()).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __simulateCrash: false }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page.locator('article')).toBeVisible();
  });
  // src/theme/DocPaginator: the pages before and after are prefetched once the app runs, before
  // their links come into view (Docusaurus prefetches a link only in view; on a desktop the sidebar
  // shows links to both, so the check runs at phone width).
  test('the previous and next pages are prefetched before their links come into view @mobile-only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      let current: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => current,
        set(value: { prefetch: (path: string) => unknown }) {
          current = { ...value, prefetch: (path: string) => (calls.push(path), value.prefetch(path)) };
        },
      });
      Object.assign(window, { prefetchCalls: calls });
    });
    await page.goto('/efr/DE/fiscal');
    await startApp(page);
    const paths = await page
      .locator('a.pagination-nav__link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(paths).toHaveLength(2);
    expect(await page.locator('.pagination-nav').evaluate((nav) => nav.getBoundingClientRect().top > innerHeight)).toBe(
      true,
    );
    await expect
      .poll(async () =>
        (await page.evaluate(() => (window as unknown as { prefetchCalls: string[] }).prefetchCalls)).map((path) =>
          path.replace(/(.)\/$/, '$1'),
        ),
      )
      .toEqual(expect.arrayContaining(paths));
  });
  // Footer links (src/theme/Footer/LinkItem) do not prefetch their pages when scrolled into view,
  // the "Next" link beside them does; a footer link still navigates inside the app.
  test('footer links navigate in the app without prefetching in view; "Next" still prefetches', async ({ page }) => {
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await page.evaluate(() => {
      const calls: string[] = [];
      const global = window.docusaurus;
      window.docusaurus = { ...global, prefetch: (path: string) => (calls.push(path), global.prefetch(path)) };
      Object.assign(window, { prefetchCalls: calls, sameDocument: true });
    });
    const next = page.locator('a.pagination-nav__link--next');
    const nextPath = await next.getAttribute('href');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await next.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prefetchCalls: string[] }).prefetchCalls))
      .toContain(nextPath);
    const calls = await page.evaluate(() => (window as unknown as { prefetchCalls: string[] }).prefetchCalls);
    expect(calls).not.toContain('/efr/countries');
    await page.locator('footer').getByRole('link', { name: 'Country guides' }).click();
    await expect(page).toHaveURL('/efr/countries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EFR countries');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
