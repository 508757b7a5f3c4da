import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build (`npm run build`) served on 127.0.0.1 by
 * scripts/serve.mjs, in Debian's Chromium (never a downloaded browser). Tests tagged @mobile also
 * run at a 375 px viewport; tests tagged @desktop-only skip it.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
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
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The development identity provider the test build signs in with (DEV_AUTH=1 at build time).
      command: 'node e2e/fixtures/dev-idp/server.mjs',
      url: 'http://127.0.0.1:4010/.well-known/openid-configuration',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The chat widget's embed example with the built bundle, for e2e/widget/embed.spec.ts.
      command: `node e2e/widget/embed-server.mjs --port ${Number(process.env.E2E_EMBED_PORT ?? port + 1000)}`,
      url: `http://127.0.0.1:${Number(process.env.E2E_EMBED_PORT ?? port + 1000)}/examples/embed`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
