import type { Locator, Page } from '@playwright/test';
import { expect, forEachColourMode, holdApp, holdDialogCode, test, type Axe } from '../fixtures/test';
import { layoutProblems } from '../visual/sweepChecks';
import { batches, requiredRoutes, samplePages, settled } from './routes';

/**
 * Accessibility: axe-core (WCAG 2.2 A and AA rules, the `axe` fixture) on every required route in
 * light mode (the default) and on a sample in dark mode, on a sample before the app has started and
 * on the search dialog in both colour modes, and on the open mobile menu and the open chat panel; no
 * serious or critical violation is allowed; the route sweep also runs the layout checks at the
 * desktop width (../visual/sweepChecks.ts). Then a keyboard-only walk through navbar, search,
 * sign-in and chat.
 */
async function checkRoute(page: Page, axe: Axe, route: string): Promise<string[]> {
  const response = await page.goto(route);
  await settled(page);
  const problems = await axe({ label: route });
  if (response && response.status() >= 400) problems.push(`${route}: answered ${response.status()}`);
  return problems;
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the search dialog on an area page with Ctrl+K; skips the test on a site without search. */
async function openSearchDialog(page: Page): Promise<void> {
  await page.goto('/efr');
  await settled(page);
  test.skip((await navbar(page).getByRole('button', { name: 'Search' }).count()) === 0, 'The site has no search yet.');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
}

test.describe('accessibility (axe)', () => {
  // About 8 routes per test (the API reference pages take axe the longest): one browser page checks a whole batch, and the two workers share the batches.
  for (const [index, routes] of batches(requiredRoutes, 8).entries()) {
    test(`required routes, batch ${index + 1}: ${routes[0]} … ${routes.at(-1)}`, async ({
      page,
      axe,
      allowConsoleErrors,
    }) => {
      test.setTimeout(240_000);
      // /callback without a pending sign-in (the provider round trip is skipped) may log why it cannot complete.
      if (routes.includes('/callback')) allowConsoleErrors(/No matching state|No state in response|\[auth\]/i);
      const problems: string[] = [];
      for (const route of routes) {
        problems.push(...(await checkRoute(page, axe, route)));
        // Light, the default: dark mode is checked on the sample below.
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        // The layout sweep's checks at the desktop width, on the page already loaded (sweep.spec.ts
        // runs them at a phone's width).
        problems.push(...(await layoutProblems(page, route)));
      }
      expect(problems).toEqual([]);
    });
  }

  test.describe('dark mode', () => {
    test.use({ colourMode: 'dark' });
    test('sample pages', async ({ page, axe }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const route of samplePages) {
        problems.push(...(await checkRoute(page, axe, route)));
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      expect(problems).toEqual([]);
    });
  });

  forEachColourMode((mode) => {
    // What a reader gets before the app has started (src/plugins/app-start): its script held back.
    test('sample pages before the app has started', async ({ page, axe }) => {
      test.setTimeout(180_000);
      await holdApp(page);
      const problems: string[] = [];
      for (const route of samplePages) {
        // The held script keeps the load event from firing.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
        problems.push(...(await axe({ label: `${route} (not started)` })));
      }
      expect(problems).toEqual([]);
    });

    // The dialog only: the page behind it is checked route by route.
    test('the open search dialog, with results', async ({ page, axe }) => {
      await openSearchDialog(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axe({ label: 'search dialog, empty', include: '.DocSearch-Container' })).toEqual([]);
      await page.keyboard.type('receipt');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      expect(await axe({ label: 'search dialog, results', include: '.DocSearch-Container' })).toEqual([]);
    });

    // The frame drawn on the tap while the dialog's code loads (src/components/SearchDialogShell).
    test("the search dialog's frame, before its code has arrived", async ({ page, axe }) => {
      const release = await holdDialogCode(page);
      await openSearchDialog(page);
      await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axe({ label: 'search dialog, frame', include: '.DocSearch-Container' })).toEqual([]);
      release();
    });

    test("the search dialog's error screen", async ({ page, axe, allowConsoleErrors }) => {
      allowConsoleErrors(/Failed to load resource|search index|Failed to fetch/i);
      await page.route('**/search/**/*.json', (route) => route.fulfill({ status: 503, body: 'down' }));
      await openSearchDialog(page);
      await page.keyboard.type('receipt');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
      expect(await axe({ label: 'search dialog, error', include: '.DocSearch-Container' })).toEqual([]);
    });
  });

  // The whole page at 375 px: the route sweep runs at desktop width.
  test('the open mobile navbar at 375 px', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/efr/getting-started');
    await settled(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await axe({ label: 'mobile navbar, docs menu' })).toEqual([]);
    await page.getByRole('button', { name: /Back to main menu/ }).click();
    expect(await axe({ label: 'mobile navbar, main menu' })).toEqual([]);
  });

  test('the open chat panel', async ({ page, axe }) => {
    await page.goto('/');
    await settled(page);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    test.skip((await launcher.count()) === 0, 'The chat launcher ("Open chat") is not on the site yet.');
    await launcher.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();
    // The widget only (launcher and panel): the page behind it is checked route by route.
    expect(await axe({ label: 'chat panel', include: '.rcw-widget-container' })).toEqual([]);
    await page.keyboard.type('Hello');
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Hello', { exact: true })).toBeVisible();
    expect(await axe({ label: 'chat panel with a message', include: '.rcw-widget-container' })).toEqual([]);
  });
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. Returns the names passed on the way. */
async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    passed.push(await focusedName(page));
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return passed;
  }
  throw new Error(`Tab never reached the target; focus went through: ${passed.join(' → ')}`);
}

/** A short accessible name of the focused element, for the report. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const name = element.getAttribute('aria-label') ?? element.innerText ?? element.getAttribute('title') ?? '';
    return name.replace(/\s+/g, ' ').trim().slice(0, 60) || element.tagName.toLowerCase();
  });
}

/** True when the focused element draws a focus indicator (an outline or a box shadow). */
function hasFocusIndicator(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

test.describe('keyboard only', () => {
  test('the navbar is reachable in order, each stop shows its focus, and search works without a mouse', async ({
    page,
  }) => {
    await page.goto('/efr');
    await settled(page);
    const nav = navbar(page);
    const passed = await tabTo(page, nav.getByRole('link', { name: 'FAQs', exact: true }));
    expect(passed[0]).toBe('Skip to main content');
    const left = ['EFR', 'Digital Receipt', 'E-Invoicing', 'FAQs'];
    expect(passed.filter((name) => left.includes(name))).toEqual(left);

    // Every further navbar stop up to the search button shows a focus indicator.
    const searchButton = nav.getByRole('button', { name: 'Search' });
    test.skip((await searchButton.count()) === 0, 'The site has no search yet.');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await hasFocusIndicator(page), `no focus indicator on "${await focusedName(page)}"`).toBe(true);
      if (await searchButton.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(searchButton).toBeFocused();

    await page.keyboard.press('Enter');
    // The search dialog: its input takes the focus; results are options of a listbox.
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toBeFocused();
    await page.keyboard.type('Austria');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(searchButton).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.type('Austria');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(input).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/efr$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('sign in and sign out with the keyboard, reaching the buttons with Tab', async ({ page, baseURL }) => {
    await page.goto('/efr');
    await settled(page);
    const signIn = navbar(page).getByRole('button', { name: 'Sign in' });
    test.skip((await signIn.count()) === 0, 'Sign-in is not configured in this build (build with DEV_AUTH=1).');
    await tabTo(page, signIn);
    expect(await hasFocusIndicator(page)).toBe(true);
    await page.keyboard.press('Enter');
    // The provider's page focuses its primary button; Enter confirms.
    await expect(page.getByRole('button', { name: /Sign in as/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const signOut = navbar(page).getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await settled(page);
    const profile = navbar(page).getByRole('img', { name: /Signed in as/ });
    await tabTo(page, profile);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('open the chat, send a message and close it with the keyboard', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    test.skip((await launcher.count()) === 0, 'The chat launcher ("Open chat") is not on the site yet.');
    await tabTo(page, launcher, 80);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    const input = panel.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    await page.keyboard.type('Hello from the keyboard');
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Hello from the keyboard')).toBeVisible();
    // Back to the panel's own close button, then close it: focus returns to the launcher.
    await tabTo(page, panel.getByRole('button', { name: 'Close chat' }), 10, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
    // Escape closes it too.
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
  });
});
