import { expect, test, waitForHydration } from '../fixtures/test';

test.describe('browser storage unavailable', () => {
  test('the site keeps working when localStorage and sessionStorage throw @mobile', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/storage/i);
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
    await page.goto('/efr/getting-started');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).filter({ visible: true });
    if ((await toggle.count()) > 0) {
      await toggle.first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByText('New: country guides')).toBeHidden();
  });
});
