import { expect, test } from '../fixtures/test';

test.describe('home page', () => {
  test('sends each audience to its area @mobile @smoke', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [
      'POS integrators and partners',
      'Merchants',
      'Business owners reporting to the tax office',
      'Shoppers with a digital receipt',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Report cash registers in Germany (English)' }).click();
    await expect(page).toHaveURL('/enduser/fiscal-reporting-de_en');
    await page.goBack();
    await page.getByRole('link', { name: 'Your digital receipt' }).click();
    await expect(page).toHaveURL('/enduser/digital-receipt');
  });

  test('keeps the base-URL misconfiguration banner in the page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('__docusaurus-base-url-issue-banner');
  });
});
