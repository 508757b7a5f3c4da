import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * The framework-free embed (widget/dist/embed/chat-widget.js) on a plain HTML page: the widget's
 * own example, widget/examples/embed.html, served by e2e/widget/embed-server.mjs (a webServer of
 * playwright.config.ts). The widget lives in a shadow root; Playwright's locators pierce it.
 */
const embedOrigin = `http://127.0.0.1:${Number(process.env.E2E_EMBED_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000)}`;

const launcher = (page: Page) => page.getByRole('button', { name: /^Open chat/ }).first();
const panel = (page: Page) => page.getByRole('dialog', { name: 'Echo bot' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
const replies = (page: Page) => panel(page).locator('.rcw-message-response .rcw-message-text');

declare global {
  interface Window {
    chat: {
      addResponseMessage: (text: string) => void;
      update: (options: Record<string, unknown>) => void;
      isWidgetOpened: () => boolean;
    };
    ChatWidget: {
      mount: (target: Element, options: Record<string, unknown>) => { addResponseMessage: (text: string) => void };
    };
  }
}

async function openExample(page: Page): Promise<void> {
  await page.goto(`${embedOrigin}/examples/embed`);
  await expect(page.locator('[data-chat-widget]')).toHaveCount(1);
}

test.describe('chat widget embed on a plain page', () => {
  test('opens, echoes a message and renders its markdown sanitised', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openExample(page);
    expect(await page.locator('[data-chat-widget]').evaluate((host) => host.shadowRoot?.mode)).toBe('open');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    // The greeting's markdown: the parser script loads on demand and formats it.
    await expect(replies(page).first().locator('em')).toHaveText('markdown');
    await expect(replies(page).first().locator('li')).toHaveText(['one', 'two']);

    await input(page).fill(
      '**bold** <img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>window.pwned = 1</script>',
    );
    await input(page).press('Enter');
    await expect(panel(page).locator('.rcw-loader')).toBeVisible();
    const echo = replies(page).nth(1);
    await expect(echo).toContainText('You said:');
    await expect(panel(page).locator('.rcw-loader')).toHaveCount(0);
    await expect(echo.locator('strong')).toHaveText('bold');
    await expect(echo).toContainText('<img src=x onerror=alert(1)>');
    await expect(echo).toContainText('<script>window.pwned = 1</script>');
    const widget = page.locator('.rcw-widget-container');
    await expect(widget.locator('img, script, [onerror], a[href^="javascript:" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("the page's styles do not reach the widget", async ({ page }) => {
    await openExample(page);
    await launcher(page).click();
    const pageButton = page.getByRole('button', { name: 'Dark theme' });
    const quickButton = panel(page).getByRole('button', { name: 'Hello' });
    expect(await pageButton.evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
    expect(await quickButton.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
    expect(await panel(page).evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/Georgia/);
  });

  test('a reply while closed raises the badge, and opening clears it', async ({ page }) => {
    await openExample(page);
    const badge = launcher(page).locator('.rcw-badge');
    await expect(badge).toHaveText('1'); // the greeting, added before the first open
    await page.getByRole('button', { name: 'Send a reply while closed' }).click();
    await expect(badge).toHaveText('2');
    await expect(launcher(page)).toHaveAccessibleName('Open chat 2 unread messages');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('.rcw-badge')).toHaveCount(0);
  });

  test('two instances on one page are independent', async ({ page }) => {
    await openExample(page);
    await page.evaluate(() => {
      const target = document.createElement('div');
      // Custom properties cross the shadow boundary: move the second widget out of the first's way.
      target.style.setProperty('--rcw-offset', '120px');
      document.body.append(target);
      const second = window.ChatWidget.mount(target, { title: 'Second bot', chatId: 'second-chat' });
      second.addResponseMessage('Only in the second widget');
    });
    await expect(page.locator('[data-chat-widget]')).toHaveCount(2);
    const launchers = page.getByRole('button', { name: /^Open chat/ });
    await expect(launchers.nth(0).locator('.rcw-badge')).toHaveText('1');
    await expect(launchers.nth(1).locator('.rcw-badge')).toHaveText('1');
    await launchers.nth(1).click();
    const second = page.getByRole('dialog', { name: 'Second bot' });
    await expect(second).toContainText('Only in the second widget');
    await expect(panel(page)).toBeHidden();
    await launchers.nth(0).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).not.toContainText('Only in the second widget');
    await expect(second).toBeVisible();
  });

  test('the image previewer opens at 80 % of the viewport, zooms by 80 px and restores the page', async ({ page }) => {
    await openExample(page);
    const viewport = page.viewportSize()!;
    await page.evaluate(() => {
      // The page's own inline overflow style, which closing the previewer must restore exactly.
      document.body.style.overflow = 'scroll';
      window.chat.update({ imagePreview: true });
      window.chat.addResponseMessage(`![Wide test image](${new URL('wide.svg', location.href).href})`);
      window.chat.addResponseMessage(`![Tall test image](${new URL('tall.svg', location.href).href})`);
    });
    const styleBefore = await page.evaluate(() => document.body.getAttribute('style'));
    await launcher(page).click();
    // With the previewer on, message images are focusable buttons.
    const wide = panel(page).getByRole('button', { name: 'Wide test image' });
    await expect(wide).toBeVisible();
    await expect.poll(() => wide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

    await wide.click();
    const previewer = page.getByRole('dialog', { name: 'Image preview' });
    await expect(previewer).toBeVisible();
    await expect(previewer.getByRole('button', { name: 'Close preview' })).toBeFocused();
    const image = previewer.locator('.rcw-previewer-image');
    const width = () => image.evaluate((img) => img.getBoundingClientRect().width);
    await expect.poll(width).toBeCloseTo(viewport.width * 0.8, 0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await previewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(width).toBeCloseTo(viewport.width * 0.8 + 80, 0);
    await previewer.getByRole('button', { name: 'Zoom out' }).click();
    await previewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(width).toBeCloseTo(viewport.width * 0.8 - 80, 0);
    await previewer.getByRole('button', { name: 'Reset zoom' }).click();
    await expect.poll(width).toBeCloseTo(viewport.width * 0.8, 0);
    await previewer.getByRole('button', { name: 'Close preview' }).click();
    await expect(previewer).toHaveCount(0);
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe(styleBefore);
    await expect(wide).toBeFocused();

    // A tall image fits 80 % of the viewport height; Escape closes the previewer.
    const tall = panel(page).getByRole('button', { name: 'Tall test image' });
    await expect.poll(() => tall.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(800);
    await tall.press('Enter');
    await expect(previewer).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => img.getBoundingClientRect().height))
      .toBeCloseTo(viewport.height * 0.8, 0);
    await page.keyboard.press('Escape');
    await expect(previewer).toHaveCount(0);
    await expect(panel(page)).toBeVisible();
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe(styleBefore);
  });
});
