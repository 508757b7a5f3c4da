import { brand } from '../../config/brand';
import { expect, test, waitForHydration } from '../fixtures/test';

test.describe('top navigation', () => {
  test('navbar links lead to the four documentation areas @smoke', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets = [
      ['EFR', '/efr'],
      ['Digital Receipt', '/bill/Management/Introduction'],
      ['E-Invoicing', '/e_invoicing'],
      ['FAQs', '/faq/efr'],
    ] as const;
    for (const [label, path] of targets) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('right-hand links go to Downloads, Portal and the corporate site', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', brand.downloadsUrl);
    await expect(nav.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', brand.portalUrl);
    await expect(nav.getByRole('link', { name: `${brand.company} website` })).toHaveAttribute('href', brand.websiteUrl);
  });

  test('skip-to-content link moves focus to the main content @mobile', async ({ page }) => {
    await page.goto('/efr/getting-started');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeVisible();
    const focusedInMain = await page.evaluate(
      () =>
        document.activeElement?.closest('main') !== null ||
        document.activeElement?.id === '__docusaurus_skipToContent_fallback',
    );
    expect(focusedInMain).toBe(true);
  });

  test('navbar hides on scroll down and shows again on scroll up', async ({ page }) => {
    await page.goto('/efr/api');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    // Docusaurus compares with the previous position, which must be past the navbar: two steps.
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
    await page.mouse.wheel(0, 1500);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('mobile navbar @mobile-only', () => {
  test('opens the sidebar with a secondary menu and Back to main menu @mobile-only', async ({ page }) => {
    await page.goto('/efr/getting-started');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', { name: 'E-Invoicing', exact: true })).toBeVisible();
  });

  // Docusaurus prefetches the pages of the links an IntersectionObserver reports in view: the
  // closed menu touched the viewport's left edge, which counts, so a phone fetched every page
  // the menu links to on each load.
  test('the closed menu is out of view for the link prefetcher @mobile-only', async ({ page }) => {
    await page.goto('/efr/api');
    await waitForHydration(page);
    const links = page.locator('.navbar-sidebar a[href^="/"]');
    await expect(links.first()).toBeAttached();
    const seen = await links.evaluateAll(
      (elements) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            observer.disconnect();
            resolve(entries.filter((entry) => entry.isIntersecting).length);
          });
          for (const element of elements) observer.observe(element);
        }),
    );
    expect(seen).toBe(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeInViewport();
  });

  test('closes the sidebar when the layout becomes desktop @mobile-only', async ({ page }) => {
    await page.goto('/efr/getting-started');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});
