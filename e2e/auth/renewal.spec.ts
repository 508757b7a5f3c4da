import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL, devIdpOrigin } from '../../playwright.config';
import { expect, test } from '../fixtures/test';

/**
 * Token renewal against the real development provider, with access tokens that live a few seconds.
 * The test build is bound to the provider at devIdpOrigin (issuer, CSP connect-src), which the
 * other specs share with its one-hour tokens; so this spec starts its own short-lived instance on a
 * free port, claiming the same issuer, and forwards the page's requests for that origin to it.
 */
const ISSUER = devIdpOrigin;
const ACCESS_TOKEN_TTL = 6;

interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at: number;
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const nowSeconds = () => Math.floor(Date.now() / 1000);

let provider: ChildProcess | undefined;
let providerOrigin = '';

test.beforeAll(async () => {
  const child = spawn(process.execPath, [path.join(__dirname, '../fixtures/dev-idp/server.mjs')], {
    env: {
      ...process.env,
      DEV_AUTH_PORT: '0',
      DEV_AUTH_ISSUER: ISSUER,
      DEV_AUTH_SITE_ORIGINS: baseURL,
      DEV_IDP_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  provider = child;
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  providerOrigin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening on (127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(`http://${address}`);
    });
    child.on('exit', (code) => reject(new Error(`The renewal provider exited (${code}): ${errors}`)));
  });
});

test.afterAll(() => {
  provider?.kill();
});

/**
 * Sends the page's requests for the test build's provider to the short-lived instance instead.
 * page.route does not see the follow-up requests of a redirect, so redirects within the provider
 * (authorize → login page → authorize) are followed here; the one back to the site goes to the
 * browser. Both fetches share the browser context's cookies, as the provider's session needs.
 */
async function useShortLivedTokens(page: Page): Promise<void> {
  const forward = (url: string) => `${providerOrigin}${url.slice(ISSUER.length)}`;
  await page.route(`${ISSUER}/**`, async (route) => {
    let response = await route.fetch({ url: forward(route.request().url()), maxRedirects: 0 });
    for (let hops = 0; hops < 5; hops += 1) {
      const location = response.status() >= 300 && response.status() < 400 ? response.headers()['location'] : undefined;
      const next = location ? new URL(location, ISSUER) : undefined;
      if (!next || next.origin !== ISSUER) break;
      response = await page.request.get(forward(next.href), { maxRedirects: 0 });
    }
    await route.fulfill({ response });
  });
}

async function signIn(page: Page, from: string): Promise<void> {
  await page.goto(from);
  await navbar(page).getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Sign in as/ }).click();
  await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

function storedUser(page: Page): Promise<StoredUser | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredUser | null) : null;
  });
}

function authWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[auth]')) warnings.push(message.text());
  });
  return warnings;
}

/** Makes the provider refuse every refresh-token grant, as it does for a revoked or reused token. */
async function refuseRenewals(page: Page, origin: string): Promise<void> {
  await page.route(`${ISSUER}/token`, async (route) => {
    if (!route.request().postData()?.includes('grant_type=refresh_token')) return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': origin },
      body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
    });
  });
}

/**
 * On the next load only, the stored user looks as if its access token had expired a minute ago.
 * The old page renews its 6-second tokens all the time: a renewal it has in flight as it unloads
 * would spend the refresh token at the provider without storing the new one. So its refresh grants
 * are held until the new page has replaced it, then dropped.
 */
async function expireStoredUserOnReload(page: Page): Promise<void> {
  let holding = true;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${ISSUER}/token`, async (route) => {
    if (!holding || !route.request().postData()?.includes('grant_type=refresh_token')) return route.fallback();
    await released;
    await route.abort().catch(() => {});
  });
  await page.addInitScript(() => {
    // about:blank, where the test leaves the site at its end, has no sessionStorage to read.
    if (!location.protocol.startsWith('http')) return;
    if (sessionStorage.getItem('e2e.expire-session') !== '1') return;
    sessionStorage.removeItem('e2e.expire-session');
    for (const key of Object.keys(sessionStorage).filter((name) => name.startsWith('oidc.user:'))) {
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      sessionStorage.setItem(key, JSON.stringify(user));
    }
  });
  await page.evaluate(() => sessionStorage.setItem('e2e.expire-session', '1'));
  await page.reload({ waitUntil: 'commit' });
  holding = false;
  release();
}

test.describe('session renewal @desktop', () => {
  // The page renews its 6-second tokens every second for as long as it shows the site. Leave the
  // site first: once the forwarding routes are gone, its next refresh grant would go to the suite's
  // provider at ISSUER, which never issued that token and answers 400, a console error that failed
  // the finished test. Forwarding handlers still fetching from the provider then go quietly.
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('renews the access token with the refresh token before it expires and stays signed in', async ({ page }) => {
    const warnings = authWarnings(page);
    const refreshGrants: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${ISSUER}/token` && request.postData()?.includes('grant_type=refresh_token')) {
        refreshGrants.push(request.url());
      }
    });
    await useShortLivedTokens(page);
    await signIn(page, '/efr');
    const first = await storedUser(page);
    expect(first?.refresh_token).toBeTruthy();
    expect(first!.expires_at - nowSeconds()).toBeLessThanOrEqual(ACCESS_TOKEN_TTL);

    await expect
      .poll(async () => (await storedUser(page))?.access_token, { timeout: 10_000 })
      .not.toBe(first!.access_token);
    const renewed = (await storedUser(page))!;
    expect(renewed.expires_at).toBeGreaterThan(first!.expires_at);
    expect(refreshGrants.length).toBeGreaterThan(0);

    // Past the first token's lifetime the tab is still signed in, on a later token.
    await expect.poll(nowSeconds, { timeout: 10_000 }).toBeGreaterThan(first!.expires_at + 1);
    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await storedUser(page))!.expires_at).toBeGreaterThan(nowSeconds());
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oidc.')))).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a refused renewal only logs to the console, then the tab signs out at expiry and stays usable', async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
    const warnings = authWarnings(page);
    await useShortLivedTokens(page);
    await refuseRenewals(page, baseURL!);
    await signIn(page, '/efr');
    const first = (await storedUser(page))!;

    await expect.poll(() => warnings.some((text) => text.startsWith('[auth] Renewing the session failed'))).toBe(true);
    // Until the token runs out the session goes on.
    expect(nowSeconds()).toBeLessThan(first.expires_at);
    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    expect(nowSeconds()).toBeGreaterThanOrEqual(first.expires_at);
    expect(await storedUser(page)).toBeNull();
    await navbar(page).getByRole('link', { name: 'FAQs', exact: true }).click();
    await expect(page).toHaveURL('/faq/efr');
  });

  test('an expired session found on page load is renewed when the provider allows it', async ({ page }) => {
    const warnings = authWarnings(page);
    await useShortLivedTokens(page);
    await signIn(page, '/efr');
    const before = (await storedUser(page))!;

    await expireStoredUserOnReload(page);

    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    const after = (await storedUser(page))!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.expires_at).toBeGreaterThan(nowSeconds());
    expect(warnings).toEqual([]);
  });

  test("an expired session that cannot be renewed on page load shows 'Sign in'", async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
    const warnings = authWarnings(page);
    await useShortLivedTokens(page);
    await signIn(page, '/efr');
    await refuseRenewals(page, baseURL!);

    await expireStoredUserOnReload(page);

    await expect.poll(() => warnings.some((text) => text.startsWith('[auth] Renewing the session failed'))).toBe(true);
    await expect.poll(() => storedUser(page)).toBeNull();
    await expect(navbar(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
