import type { Page } from '@playwright/test';
import { areas } from '../../config/areas';
import { expect, forEachColourMode, holdApp, test, waitForHydration } from '../fixtures/test';

/**
 * The not-found page (src/theme/NotFound/Content): a way on from a broken link, with a search box
 * seeded from the missing path and the five documentation areas, accessible in both colour modes.
 */

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('search').getByRole('searchbox', { name: 'Search the documentation' });

test.describe('not-found page', () => {
  test('offers a search box and a link into each of the five areas @mobile', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/efr/DE/fiscl');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
    const areaLinks = page.getByRole('main').getByRole('navigation').getByRole('link');
    await expect(areaLinks).toHaveText(areas.map((area) => area.label));
    for (const [index, area] of areas.entries()) {
      await expect(areaLinks.nth(index)).toHaveAttribute('href', area.home);
    }
  });

  test('searches the documentation for the words of the missing path, or what the reader types', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto('/efr/DE/fiscl');
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue('efr DE fiscl');
    await searchBox(page).fill('receipt layout');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=receipt%20layout$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  });

  test('a search sent before the app has started is carried out once it has', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const release = await holdApp(page);
    await page.goto('/no/such/page', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await searchBox(page).fill('TSE');
    // Enter clicks the form's submit button, which the start script holds and replays (src/plugins/app-start).
    await searchBox(page).press('Enter');
    release();
    await expect(page).toHaveURL(/\/search\?q=TSE$/);
  });

  test('the search box is a plain form: it works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await searchBox(page).fill('TSE');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=TSE$/);
    await context.close();
  });

  forEachColourMode((mode) => {
    test('has no serious or critical axe violation @mobile', async ({ page, axe, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      await page.goto('/efr/no-such-page');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(searchBox(page)).toHaveValue('efr no such page');
      expect(await axe()).toEqual([]);
    });
  });
});
