import { expect, test } from '../fixtures/test';

test.describe('announcement bar', () => {
  test('can be closed, stays closed, and returns when its id changes @mobile', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({ hasText: 'country guides' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toHaveCount(0);
    // Hidden from the first paint, before the page's app has started.
    await page.reload();
    await expect(page.getByText('New: country guides')).toBeHidden();
    // A new announcement id (as after a deploy with a new announcement) shows the bar again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.getByText('New: country guides')).toBeVisible();
  });
});
