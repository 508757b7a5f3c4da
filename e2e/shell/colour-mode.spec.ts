import { expect, test, waitForHydration } from '../fixtures/test';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('defaults to light even when the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/efr');
    expect(await theme(page)).toBe('light');
  });

  test('the switch changes the mode and stores it under "theme" @mobile @smoke', async ({ page }) => {
    await page.goto('/efr');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
    if (!(await toggle.isVisible())) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a change made in another tab is picked up', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/efr');
    await second.goto('/efr/getting-started');
    // The second tab has not started its app: the page itself follows the stored mode.
    await waitForHydration(first);
    await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
