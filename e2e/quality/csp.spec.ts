import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { samplePages, settled } from './routes';

/**
 * The site runs under the Content-Security-Policy that src/plugins/security-headers writes to
 * build/_headers (scripts/serve.mjs sends it). Any violation fails: the `securitypolicyviolation`
 * events are collected by an init script, and "Refused to …" console errors by the `test` fixture
 * and here, so the report names the directive.
 */
declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Collects violations of every document the page shows (they survive navigations). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('every page is served with a strict policy and the security headers', async ({ page }) => {
    const response = await page.goto('/efr');
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    expect(csp, 'build/_headers missing: is src/plugins/security-headers registered?').toBeTruthy();
    const directives = Object.fromEntries(
      csp!.split(';').map((part): [string, string[]] => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toContain("'self'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['script-src']!.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    // The not-found page carries the same headers.
    const missing = await page.request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toBe(csp);
  });

  test('sample pages render and navigate without a violation, in both colour modes', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    allowConsoleErrors(/status of 404 \(Not Found\) \(http:\/\/[^)]*\/efr\/no-such-page\)/);
    const violations = await recordViolations(page);
    for (const path of samplePages) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    // Client-side navigation loads further chunks (diagrams, receipts) under the same policy.
    await navbar(page).getByRole('link', { name: 'EFR', exact: true }).click();
    await expect(page).toHaveURL('/efr');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/efr/architecture');
    await settled(page);
    await page.goto('/efr/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('opening the search and searching causes no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/efr');
    await settled(page);
    const searchButton = navbar(page).getByRole('button', { name: 'Search' });
    test.skip((await searchButton.count()) === 0, 'The site has no search button yet.');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('receipt');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await page.goto('/search?q=receipt');
    await settled(page);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    expect(violations).toEqual([]);
  });

  test('signing in and out through the identity provider causes no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/efr');
    await settled(page);
    const signIn = navbar(page).getByRole('button', { name: 'Sign in' });
    test.skip((await signIn.count()) === 0, 'Sign-in is not configured in this build (build with DEV_AUTH=1).');
    await signIn.click();
    await page.getByRole('button', { name: /Sign in as/ }).click();
    await expect(navbar(page).getByRole('img', { name: /Signed in as/ })).toBeVisible();
    // The profile picture comes from the provider's origin (img-src).
    await expect
      .poll(() =>
        navbar(page)
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await navbar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the chat widget opens without a violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await settled(page);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    test.skip((await launcher.count()) === 0, 'The chat launcher is not on the site yet.');
    await launcher.click();
    await expect(page.getByRole('button', { name: 'Close chat' }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
