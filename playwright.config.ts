import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build (`npm run build`) served on 127.0.0.1 by
 * scripts/serve.mjs, in Debian's Chromium (never a downloaded browser). Tests tagged @mobile also
 * run at a 375 px viewport; tests tagged @desktop-only skip it.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The development identity provider the test build signs in with. Its origin is part of the build
 * (DEV_AUTH_ISSUER at build time: the sign-in config and the CSP), so the tests start it there.
 * `npm test` picks free ports for both (scripts/test.mjs).
 */
export const devIdpOrigin = process.env.DEV_AUTH_ISSUER ?? 'http://127.0.0.1:4010';
const embedPort = Number(process.env.E2E_EMBED_PORT ?? port + 1000);
/**
 * The mock EFR (scripts/mock-efr.mjs: Prism over static/api/efr.openapi.json) that the API pages'
 * Try it panels call in e2e/api/try-it.spec.ts. The test enters its address as a reader would, so
 * the build does not depend on it. `npm test` picks a free port (scripts/test.mjs).
 */
const mockEfrPort = Number(process.env.E2E_MOCK_PORT ?? 4020);
export const mockEfrOrigin = `http://127.0.0.1:${mockEfrPort}`;
/**
 * Servers already listening on these ports are never reused unless E2E_REUSE=1 (a server you
 * started yourself for a quick rerun): another program's server there would be tested instead.
 */
const reuseExistingServer = process.env.E2E_REUSE === '1';
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, hasTouch: true }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port} --dir ${process.env.BUILD_DIR ?? 'build'}`,
      url: `${baseURL}/`,
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      // The development identity provider the test build signs in with (DEV_AUTH=1 at build time).
      command: 'node e2e/fixtures/dev-idp/server.mjs',
      url: `${devIdpOrigin}/.well-known/openid-configuration`,
      env: {
        DEV_AUTH_PORT: new URL(devIdpOrigin).port,
        DEV_AUTH_ISSUER: devIdpOrigin,
        DEV_AUTH_SITE_ORIGINS: `${baseURL},http://localhost:${port}`,
      },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      // The chat widget's embed example with the built bundle, for e2e/widget/embed.spec.ts.
      command: `node e2e/widget/embed-server.mjs --port ${embedPort}`,
      url: `http://127.0.0.1:${embedPort}/examples/embed`,
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      // The mock EFR; ready once it answers a call with the document's example.
      command: `node scripts/mock-efr.mjs --port ${mockEfrPort}`,
      url: `${mockEfrOrigin}/peri/print/state`,
      reuseExistingServer,
      timeout: 30_000,
    },
  ],
});
