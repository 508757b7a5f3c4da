import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Built pages start their JavaScript on the reader's first interaction
 * (config/start/startOnInteraction.js). Before that a page is complete HTML; a control pressed
 * before the app is ready still does what it says once the app has started.
 */
const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');
const isScriptRun = (request: Request) =>
  request.resourceType() === 'script' && !/prefetch/i.test(request.headers()['sec-purpose'] ?? '');

test.describe('start on first interaction', () => {
  test('a page runs no script until the reader interacts, and is complete without one', async ({ page }) => {
    const scripts: string[] = [];
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (isScriptRun(request)) scripts.push(request.url());
      else if (/\.js$/.test(new URL(request.url()).pathname)) prefetched.push(request.url());
    });
    await page.goto('/efr/api');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
    // The app's scripts wait in the cache for the first interaction.
    expect(prefetched.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    // Everything a reader needs is in the HTML: the text, the sidebar, the controls.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();

    await page.mouse.move(10, 10);
    await expect(hydrated(page)).toHaveCount(1);
    expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  });

  test('a button pressed before the app has started does its job once it has', async ({ page }) => {
    await page.goto('/efr');
    await expect(hydrated(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Search' }).first().click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('the colour switch, disabled until the app runs, still switches on the first press', async ({ page }) => {
    await page.goto('/efr');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    await expect(toggle).toBeDisabled();
    await toggle.click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('Ctrl+K pressed before the app has started opens search', async ({ page }) => {
    await page.goto('/faq/efr');
    await expect(hydrated(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('the menu button tapped before the app has started opens the menu @mobile-only', async ({ page }) => {
    await page.goto('/efr/api');
    await expect(hydrated(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
  });

  test('a tab chosen before the app has started is selected once it has', async ({ page }) => {
    await page.goto('/efr/api');
    await expect(hydrated(page)).toHaveCount(0);
    const tab = page.getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('a link followed before the app has started opens its page', async ({ page }) => {
    await page.goto('/efr');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'System requirements' })
      .click();
    await expect(page).toHaveURL('/efr/system-requirements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EFR system requirements');
  });
});
