import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { settled } from './routes';

/**
 * The site under adverse conditions. Already covered elsewhere, not repeated here: storage that
 * throws on a page load (e2e/shell/storage.spec.ts), a JS chunk load that aborts and a malformed
 * URL typed in the address bar (e2e/shell/routing.spec.ts), an unreachable identity provider
 * (e2e/auth/sign-in.spec.ts).
 */
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const searchInput = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function skipWithoutSearch(page: Page): Promise<void> {
  test.skip((await navbar(page).getByRole('button', { name: 'Search' }).count()) === 0, 'The site has no search yet.');
}

test.describe('storage that throws', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  });

  test('the search dialog opens, finds and navigates; recent searches are simply not kept', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/storage/i);
    await page.goto('/efr');
    await settled(page);
    await skipWithoutSearch(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('Austria');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await expect(searchInput(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/efr$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Without storage the selection cannot be remembered: the empty dialog says so instead of failing.
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
  });

  test('client-side navigation and the sidebar keep working', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/storage/i);
    await page.goto('/efr');
    await settled(page);
    await sidebar(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL('/efr/getting-started');
    await navbar(page).getByRole('link', { name: 'FAQs', exact: true }).click();
    await expect(page).toHaveURL('/faq/efr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('search index unavailable', () => {
  for (const status of [404, 500]) {
    test(`a ${status} from the search index shows the error state, and search recovers without a reload`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(new RegExp(`status of ${status}|search index|RetryError`, 'i'));
      await page.goto('/efr');
      await settled(page);
      await skipWithoutSearch(page);
      let failed = 0;
      await page.route('**/search/**', (route) => {
        failed++;
        return route.fulfill({
          status,
          contentType: 'text/plain',
          body: status === 404 ? 'Not Found' : 'Internal Server Error',
        });
      });
      let loads = 0;
      page.on('load', () => loads++);
      await page.keyboard.press('Control+k');
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.type('receipt');
      await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
      expect(failed).toBeGreaterThan(0);

      // The host recovers: the next query loads the index and shows results, in the same page.
      await page.unroute('**/search/**');
      await searchInput(page).fill('receipts');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
      expect(loads).toBe(0);
    });
  }
});

test.describe('missing JS chunk', () => {
  test('a chunk answering 404 after a deploy logs a warning and reloads the page once, without a loop', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Docusaurus also preloads a link's chunks on hover, and leaves that promise's rejection unhandled.
    allowConsoleErrors(/status of 404|Loading chunk \d+ failed/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // After a deploy, the chunks the old page has not run yet are gone (404), including those it
    // only prefetched for the links in view; the reloaded page is the new deploy and complete.
    await page.goto('/efr');
    await settled(page);
    const executed = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      ),
    );
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    let missing = 0;
    await page.route('**/assets/js/**', (route) => {
      if (reloaded || executed.has(route.request().url())) return route.continue();
      missing++;
      return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
    });
    let loads = 0;
    page.on('load', () => loads++);
    await sidebar(page).getByRole('link', { name: 'System requirements' }).click();
    await expect(page).toHaveURL('/efr/system-requirements');
    await expect.poll(() => loads).toBe(1);
    expect(missing).toBeGreaterThan(0);
    expect(warnings.some((text) => /ChunkLoadError|Loading chunk|failed/i.test(text))).toBe(true);
    // The reloaded page works, and stays: no reload loop.
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3000);
    expect(loads).toBe(1);
    await sidebar(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL('/efr/getting-started');
    expect(loads).toBe(1);
  });
});

test.describe('malformed URLs reached by client-side navigation', () => {
  const malformed = [
    ['bad percent-encoding', '/efr/%E0%A4%A'],
    ['a lone percent sign', '/efr/100%'],
    ['a very long path', `/efr/${'a'.repeat(5000)}`],
    ['encoded dot segments', '/efr/%2e%2e/%2e%2e/etc/passwd'],
    ['dot segments', '/efr/api/../../../etc/passwd'],
    ['an encoded NUL', '/efr/%00'],
  ] as const;

  for (const [what, path] of malformed) {
    test(`pushState to a path with ${what} shows the not-found page, not a crash`, async ({ page }) => {
      await page.goto('/efr');
      await settled(page);
      await page.evaluate((target) => {
        window.history.pushState({ key: 'malformed' }, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: { key: 'malformed' } }));
      }, path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
      // The site still navigates afterwards.
      await navbar(page).getByRole('link', { name: 'FAQs', exact: true }).click();
      await expect(page).toHaveURL('/faq/efr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('offline after the first load', () => {
  test('pages visited before going offline still open through links and history', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // Prefetching links of pages not yet visited fails while offline; that is expected.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await page.goto('/efr');
    await settled(page);
    await sidebar(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL('/efr/getting-started');
    await sidebar(page).getByRole('link', { name: 'Architecture' }).click();
    await expect(page).toHaveURL('/efr/architecture');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    let loads = 0;
    page.on('load', () => loads++);
    await context.setOffline(true);
    await sidebar(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL('/efr/getting-started');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navbar(page).getByRole('link', { name: 'EFR', exact: true }).click();
    await expect(page).toHaveURL('/efr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/efr/getting-started');
    await page.goBack();
    await expect(page).toHaveURL('/efr/architecture');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    expect(loads).toBe(0);
    await context.setOffline(false);
  });
});
