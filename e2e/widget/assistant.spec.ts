import type { Page, Route } from '@playwright/test';
import { expect, forEachColourMode, test, waitForHydration } from '../fixtures/test';

/**
 * The docs assistant: the chat widget (widget/, @efr-docs/chat-widget) mounted on every page by
 * src/components/DocsAssistant and answering from the site's own search index
 * (src/features/assistant). Runs against the production build.
 */

const launcher = (page: Page) => page.getByRole('button', { name: /^Open chat/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Docs assistant' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
const replies = (page: Page) => panel(page).locator('.rcw-message-response');
const snippets = (page: Page) => panel(page).locator('.rcw-snippet a');
const typing = (page: Page) => panel(page).locator('.rcw-loader');

const UNREACHABLE = "The documentation index can't be reached right now. Check your connection and try again.";

async function openAssistant(page: Page, path = '/efr'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(replies(page).first()).toContainText('Ask me about the documentation');
}

async function ask(page: Page, question: string): Promise<void> {
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect(panel(page).locator('.rcw-message-client').last()).toBeVisible();
}

/** Holds the first response of the search index back for `ms`, so the typing indicator can be seen. */
async function slowIndex(page: Page, ms: number): Promise<void> {
  let delayed = false;
  await page.route('**/search/**/*.json', async (route: Route) => {
    if (!delayed) {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.continue();
  });
}

/** The text of the widget's own JS and CSS: every script or stylesheet containing its panel class. */
const WIDGET_MARKER = 'rcw-conversation-container';

test.describe('docs assistant', () => {
  test('loads no widget code before the launcher is used, and none of it is in the HTML', async ({ page }) => {
    const scripts: { url: string; afterLoad: boolean; widget: Promise<boolean> }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const widget = response.text().then(
        (body) => body.includes(WIDGET_MARKER),
        () => false,
      );
      scripts.push({ url: response.url(), afterLoad: loaded, widget });
    });
    const response = await page.goto('/efr/DE/export');
    const html = await response!.text();
    // No widget markup: the stand-in launcher borrows only the launcher's look (rcw-launcher-look).
    expect(html).not.toMatch(/rcw-widget-container|rcw-conversation-container/);
    expect(html).not.toContain('Docs assistant');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(launcher(page)).toBeVisible();
    await expect(page.locator('.rcw-widget-container')).toHaveCount(0);
    const before = scripts.length;
    for (const script of scripts) expect(await script.widget, `${script.url} holds widget code`).toBe(false);

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    const fetched = scripts.slice(before);
    const widgetScripts = [];
    for (const script of fetched) if (await script.widget) widgetScripts.push(script);
    expect(widgetScripts).toHaveLength(1);
    expect(widgetScripts[0]!.afterLoad).toBe(true);
  });

  test('answers a question: typing indicator, then a short answer with link snippets @smoke', async ({ page }) => {
    await openAssistant(page);
    await slowIndex(page, 1_000);
    await ask(page, 'TSE export');
    await expect(typing(page)).toBeVisible();
    await expect(snippets(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(typing(page)).toHaveCount(0);
    // The answer: the page title in bold, then about two sentences of the best passage.
    const answer = replies(page).nth(1).locator('.rcw-message-text');
    await expect(answer).toHaveText(/^From \S/);
    await expect(answer.locator('strong')).toHaveCount(1);
    expect((await answer.innerText()).length).toBeLessThan(500);
    const count = await snippets(page).count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    for (const href of await snippets(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/[a-zA-Z]/);
    }
  });

  test('following a link snippet opens that page in the site and keeps the conversation', async ({ page }) => {
    await openAssistant(page);
    await ask(page, 'TSE export');
    const link = snippets(page).first();
    await expect(link).toBeVisible({ timeout: 15_000 });
    const href = (await link.getAttribute('href'))!;
    await expect(link).toHaveAttribute('target', '_self');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No reload: the page kept its state, and the panel still shows the conversation.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).locator('.rcw-message-client')).toContainText('TSE export');
  });

  test('quick buttons answer the common starts', async ({ page }) => {
    await openAssistant(page);
    await panel(page).getByRole('button', { name: 'Find my country' }).click();
    await expect(replies(page).nth(1)).toContainText('EFR works in 17 countries');
    await expect(replies(page).nth(1)).toContainText('Germany');
    await expect(snippets(page).last()).toHaveAttribute('href', '/efr/countries');
    await panel(page).getByRole('button', { name: 'API reference' }).click();
    await expect(snippets(page).last()).toHaveAttribute('href', '/efr/api');
    await panel(page).getByRole('button', { name: 'Report a cash register in Germany' }).click();
    await expect(snippets(page).last()).toHaveAttribute('href', '/enduser/fiscal-reporting-de_en');
    await snippets(page).last().click();
    await expect(page).toHaveURL(/\/enduser\/fiscal-reporting-de_en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Report your cash registers to the German tax office',
    );
  });

  test('says when nothing matches, with links to the countries and the search page', async ({ page }) => {
    await openAssistant(page);
    await ask(page, 'qqqxxzzyy');
    await expect(replies(page).nth(1)).toContainText(
      "I couldn't find that in the documentation. Try other words, or browse",
      {
        timeout: 15_000,
      },
    );
    await expect(snippets(page)).toHaveCount(2);
    await expect(snippets(page).first()).toHaveAttribute('href', '/efr/countries');
    await expect(snippets(page).last()).toHaveAttribute('href', '/search?q=qqqxxzzyy');
    await snippets(page).last().click();
    await expect(page).toHaveURL(/\/search\?q=qqqxxzzyy$/);
  });

  test('a reply that arrives while the panel is closed raises the badge; opening clears it', async ({ page }) => {
    await openAssistant(page);
    await slowIndex(page, 1_500);
    await ask(page, 'TSE export');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    const badge = launcher(page).locator('.rcw-badge');
    await expect(badge).toHaveText(/^[1-9]$/, { timeout: 15_000 });
    const unread = Number(await badge.innerText());
    await expect(launcher(page)).toHaveAccessibleName(`Open chat ${unread} unread message${unread === 1 ? '' : 's'}`);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('.rcw-badge')).toHaveCount(0);
    await expect(panel(page).locator('.rcw-unread')).toHaveCount(0);
  });

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/efr/getting-started');
    await waitForHydration(page);
    // The launcher comes last in the tab order: Shift+Tab from the start of the page reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('TSE');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('export');
    await expect(input(page)).toHaveValue('TSE\nexport');
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(panel(page).locator('.rcw-message-client')).toContainText(/TSE\s*export/);
    await expect(snippets(page).first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('says the index cannot be reached, and answers again once it can', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|search index|Failed to fetch|dynamically imported module/i);
    await openAssistant(page);
    await page.route('**/search/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await ask(page, 'TSE export');
    await expect(replies(page).nth(1)).toContainText(UNREACHABLE, { timeout: 15_000 });
    await expect(snippets(page)).toHaveCount(0);
    await page.unroute('**/search/**');
    await ask(page, 'TSE export');
    await expect(snippets(page).first()).toBeVisible({ timeout: 15_000 });
  });

  test('shows hostile messages as text, runs nothing and opens no dialog', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openAssistant(page);
    const messages = [
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '<script>window.pwned = true</script>',
    ];
    for (const [index, message] of messages.entries()) {
      await ask(page, message);
      // The greeting, then one reply per question, each followed by its link snippets.
      await expect(panel(page).locator('.rcw-message-response .rcw-message-text')).toHaveCount(index + 2, {
        timeout: 15_000,
      });
    }
    const clients = panel(page).locator('.rcw-message-client');
    await expect(clients.nth(0)).toContainText('<img src=x onerror=alert(1)>');
    await expect(clients.nth(1).locator('.rcw-message-text')).toHaveText('x');
    await expect(clients.nth(2)).toContainText('<script>window.pwned = true</script>');
    const widget = page.locator('.rcw-widget-container');
    await expect(widget.locator('img')).toHaveCount(0);
    await expect(widget.locator('script')).toHaveCount(0);
    await expect(widget.locator('[onerror], [onclick], a[href^="javascript:" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  forEachColourMode((mode) => {
    test('follows the colour mode and has no serious or critical axe violation', async ({ page, axe }) => {
      await openAssistant(page, '/efr/api');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const background = await panel(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe(mode === 'dark' ? 'rgb(28, 30, 34)' : 'rgb(255, 255, 255)');
      await ask(page, 'TSE export');
      await expect(snippets(page).first()).toBeVisible({ timeout: 15_000 });
      expect(await axe({ include: '.rcw-widget-container' })).toEqual([]);
    });
  });

  test('the launcher shown before the widget loads has no serious or critical axe violation', async ({ page, axe }) => {
    await page.goto('/efr');
    await waitForHydration(page);
    await expect(launcher(page)).toBeVisible();
    expect(await axe({ include: 'button[title="Open chat"]', allRules: true })).toEqual([]);
  });

  test('on a small screen, following a link closes the panel that covers the page @mobile-only', async ({ page }) => {
    await openAssistant(page);
    await panel(page).getByRole('button', { name: 'API reference' }).click();
    await snippets(page).last().click();
    await expect(page).toHaveURL(/\/efr\/api$/);
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeVisible();
  });
});

test.describe('the assistant on a phone', () => {
  test('opens as a sheet over the whole window, with quick replies that wrap, sources named by their pages and 24-hour times @mobile-only', async ({
    page,
  }) => {
    // 14:30 in the browser's time zone: a time whose 12- and 24-hour forms differ.
    await page.clock.setFixedTime(new Date(2026, 10, 22, 14, 30));
    await openAssistant(page);
    const viewport = page.viewportSize()!;
    const sheet = (await panel(page).boundingBox())!;
    expect([sheet.x, sheet.y, sheet.width, sheet.height].map(Math.round)).toEqual([
      0,
      0,
      viewport.width,
      viewport.height,
    ]);
    // Every quick reply shows whole inside the sheet (none cut off at the edge of a scrolling row).
    const quick = panel(page).locator('.rcw-quick-button');
    await expect(quick).toHaveCount(3);
    for (const button of await quick.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // A source is a link named by its page, not by its path.
    await panel(page).getByRole('button', { name: 'API reference' }).click();
    await expect(panel(page).getByRole('link', { name: 'EFR API reference' })).toHaveAttribute('href', '/efr/api');
    await expect(panel(page).getByText('/efr/api', { exact: true })).toHaveCount(0);
    // The site writes times on the 24-hour clock (the widget's default is 12-hour).
    const times = await panel(page).locator('time.rcw-timestamp').allInnerTexts();
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect([...new Set(times)]).toEqual(['14:30']);
  });
});
