import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures/test';
import { textUnderFloatingControls } from './checks';

/**
 * One stacking order for everything that floats (src/css/custom.css, --site-z-*): dialogs and the
 * mobile menu cover the chat launcher and panel; the launcher never sits on the table of contents,
 * on back-to-top or, on narrow screens, on the text. Measured with boxes and hit tests.
 */

type Box = { x: number; y: number; width: number; height: number };

/** The chat launchers a reader can see: the floating one (wide screens) or the navbar's (not the panel's close button). */
const launcher = (page: Page) =>
  page
    .getByRole('button', { name: /^(Open|Close) chat/ })
    .and(page.locator('[aria-expanded]'))
    .filter({ visible: true });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Docs assistant' });
const backToTop = (page: Page) => page.getByRole('button', { name: 'Scroll back to top' });
const toc = (page: Page) => page.locator('.theme-doc-toc-desktop');

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0.5 && height > 0.5 ? Math.round(width * height) : 0;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/**
 * Whether `locator` is what a click in the middle of it would reach. Sample points inside the box
 * (centre and four inner corners): the element is on top if any of them hits it or its content.
 */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.2, 0.2],
      [0.8, 0.2],
      [0.2, 0.8],
      [0.8, 0.8],
    ] as const;
    return points.some(([fx, fy]) => {
      const hit = document.elementFromPoint(rect.left + rect.width * fx, rect.top + rect.height * fy);
      return hit !== null && element.contains(hit);
    });
  });
}

/**
 * Visible launchers outside the navbar: those that float over the page. (The navbar is opaque
 * chrome that hides while the reader scrolls down; what it holds covers no text.)
 */
async function floatingLaunchers(page: Page): Promise<Locator[]> {
  const found: Locator[] = [];
  for (const button of await launcher(page).all()) {
    if (!(await button.evaluate((element) => element.closest('.navbar') !== null))) found.push(button);
  }
  return found;
}

/** Scrolls down far, then up a little: Docusaurus shows back-to-top while the reader scrolls up. */
async function revealBackToTop(page: Page): Promise<void> {
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  await page.mouse.wheel(0, -400);
  await expect(backToTop(page)).toBeVisible();
  // Let its scale-in transition finish before measuring.
  await page.waitForTimeout(300);
}

test.describe('stacking order of overlays', () => {
  test('the search dialog covers the chat launcher and the open chat panel @mobile', async ({ page }) => {
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await expect(launcher(page)).toHaveCount(1);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    // Ctrl+K from the page, not from the chat's message box.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.waitForTimeout(200);
    expect(await onTop(launcher(page)), 'the launcher is above the search dialog').toBe(false);
    expect(await onTop(panel(page)), 'the chat panel is above the search dialog').toBe(false);
  });

  test('the open mobile menu and its backdrop cover the chat launcher @mobile-only', async ({ page }) => {
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await expect(launcher(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.waitForTimeout(400);
    for (const button of await page.getByRole('button', { name: /^Open chat/ }).all()) {
      // Visible or not, no launcher is what a tap would reach while the menu is open.
      if (await button.boundingBox()) expect(await onTop(button), 'a launcher is above the mobile menu').toBe(false);
    }
  });

  test('the open chat panel covers the navbar it reaches on a phone, and its close button works @mobile-only', async ({
    page,
  }) => {
    await page.goto('/efr');
    await waitForHydration(page);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    const close = panel(page).getByRole('button', { name: 'Close chat' });
    expect(await onTop(close)).toBe(true);
    expect(await onTop(panel(page).locator('.rcw-header'))).toBe(true);
  });

  test('at 1280 px the launcher covers no entry of the table of contents, nor back-to-top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/efr/api');
    await waitForHydration(page);
    await expect(launcher(page)).toHaveCount(1);
    // The API reference has a table of contents taller than the window.
    expect(await toc(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const launcherBox = await box(launcher(page));
    expect(overlap(launcherBox, await box(toc(page))), 'launcher × table of contents (px²)').toBe(0);
    await revealBackToTop(page);
    const arrowBox = await box(backToTop(page));
    expect(overlap(launcherBox, arrowBox), 'launcher × back-to-top (px²)').toBe(0);
    expect(overlap(arrowBox, await box(toc(page))), 'back-to-top × table of contents (px²)').toBe(0);
    expect(await onTop(launcher(page))).toBe(true);
    expect(await onTop(backToTop(page))).toBe(true);
  });

  for (const width of [390, 768]) {
    test(`at ${width} px no chat launcher floats over the text; the navbar holds it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/efr/DE/fiscal');
      await waitForHydration(page);
      await expect(launcher(page)).toHaveCount(1);
      for (const y of [0, 1500, 3000]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForTimeout(200);
        for (const button of await floatingLaunchers(page)) {
          expect(
            await page.evaluate(textUnderFloatingControls, await box(button)),
            `text under the launcher at scroll ${y}`,
          ).toEqual([]);
        }
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(navbar(page).getByRole('button', { name: 'Open chat' })).toBeVisible();
    });
  }

  test('the navbar launcher opens the assistant, says so, and takes the focus back on closing @mobile-only', async ({
    page,
  }) => {
    await page.goto('/efr');
    await waitForHydration(page);
    const navbarLauncher = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open chat' });
    await navbarLauncher.click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('textbox', { name: 'Message' })).toBeFocused();
    const opened = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Close chat' });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(navbarLauncher).toHaveAttribute('aria-expanded', 'false');
    await expect(navbarLauncher).toBeFocused();
  });
});
