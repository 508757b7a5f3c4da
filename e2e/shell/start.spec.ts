import type { Page } from '@playwright/test';
import { expect, holdApp, test } from '../fixtures/test';

/**
 * Built pages start their JavaScript once the page has painted, or at the reader's first
 * interaction if that comes sooner (src/plugins/app-start). Before that a page is complete HTML; a
 * control pressed before the app is ready still does what it says once the app has started, and a
 * control pressed after responds directly. The app's script is held on the network to try the
 * "before" case, as a reader on a slow connection meets it.
 */
const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

/** Opens `path` with the app's script held; returns the function that lets it through. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdApp(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hydrated(page)).toHaveCount(0);
  return release;
}

/**
 * Makes every new IntersectionObserver throw while `window.crashOnObserve` is true: Docusaurus's
 * links and the site's diagrams create one as they mount, so the page crashes while React renders.
 */
async function crashOnObserve(page: Page, atStart: boolean): Promise<void> {
  await page.addInitScript((crash) => {
    const Original = window.IntersectionObserver;
    const state = window as unknown as { crashOnObserve: boolean };
    state.crashOnObserve = crash;
    window.IntersectionObserver = class extends Original {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        if (state.crashOnObserve) throw new Error('Injected crash');
        super(callback, options);
      }
    };
  }, atStart);
}

test.describe('starting the app', () => {
  test('a page is complete before its script runs, and starts by itself once painted @smoke', async ({ page }) => {
    const release = await openHeld(page, '/efr/api');
    // Everything a reader needs is in the HTML: the text, the sidebar, the controls.
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    release();
    // No interaction: the app starts on its own.
    await expect(hydrated(page)).toHaveCount(1);
  });

  test("the app's scripts are added only once the first contentful paint is on screen", async ({ page }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { scriptsAddedAt?: number };
      new MutationObserver((records, observer) => {
        const added = records.some((record) =>
          Array.from(record.addedNodes).some((node) => node instanceof HTMLScriptElement && node.src),
        );
        if (!added) return;
        state.scriptsAddedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/efr/DE/fiscal');
    await expect(hydrated(page)).toHaveCount(1);
    const [addedAt, paintedAt] = await page.evaluate(() => [
      (window as unknown as { scriptsAddedAt?: number }).scriptsAddedAt,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    ]);
    expect(paintedAt).toBeGreaterThan(0);
    expect(addedAt).toBeGreaterThanOrEqual(paintedAt!);
  });

  test('a button pressed before the app has started does its job once it has', async ({ page }) => {
    const release = await openHeld(page, '/efr');
    await page.getByRole('button', { name: 'Search' }).first().click();
    release();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('the colour switch, disabled until the app runs, still switches on the first press', async ({ page }) => {
    const release = await openHeld(page, '/efr');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    await expect(toggle).toBeDisabled();
    await toggle.click({ force: true });
    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('Ctrl+K pressed before the app has started opens search', async ({ page }) => {
    const release = await openHeld(page, '/faq/efr');
    await page.keyboard.press('Control+k');
    release();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('the menu button tapped before the app has started opens the menu @mobile-only', async ({ page }) => {
    const release = await openHeld(page, '/efr/api');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    release();
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
  });

  test('the menu button tapped after the app has started opens the menu @mobile-only', async ({ page }) => {
    await page.goto('/efr/api');
    await expect(hydrated(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
  });

  test('a tab chosen before the app has started is selected once it has', async ({ page }) => {
    const release = await openHeld(page, '/efr/api');
    const tab = page.getByRole('tab').nth(1);
    await tab.click();
    release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('a tab chosen after the app has started is selected', async ({ page }) => {
    await page.goto('/efr/api');
    await expect(hydrated(page)).toHaveCount(1);
    const tab = page.getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('a link followed before the app has started opens its page', async ({ page }) => {
    await openHeld(page, '/efr');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'System requirements' })
      .click();
    await expect(page).toHaveURL('/efr/system-requirements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EFR system requirements');
  });
});

test.describe('the crash page', () => {
  test('"Try again" works after a crash while the app starts', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Injected crash|React Root|error occurred|The above error/i);
    await crashOnObserve(page, true);
    await page.goto('/efr/system-requirements');
    await expect(page.getByRole('heading', { name: /This page crashed/ })).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { crashOnObserve: boolean }).crashOnObserve = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EFR system requirements');
    await expect(page.getByRole('heading', { name: /This page crashed/ })).toHaveCount(0);
  });

  test('"Try again" works after a crash in a running page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Injected crash|React Root|error occurred|The above error/i);
    await crashOnObserve(page, false);
    await page.goto('/efr');
    await expect(hydrated(page)).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { crashOnObserve: boolean }).crashOnObserve = true));
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'System requirements' })
      .click();
    await expect(page.getByRole('heading', { name: /This page crashed/ })).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { crashOnObserve: boolean }).crashOnObserve = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('EFR system requirements');
  });
});
