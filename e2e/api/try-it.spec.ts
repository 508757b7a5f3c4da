import { createServer } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { baseURL, mockEfrOrigin } from '../../playwright.config';
import { expect, forEachColourMode, holdApp, test, waitForHydration } from '../fixtures/test';

/**
 * Try it on the API pages (src/components/TryIt): a reader opens the panel of a call, enters the
 * EFR's address (here the mock EFR that playwright.config.ts starts: Prism over the OpenAPI
 * description), sends the sample request and reads the answer; asks the mock for an error answer;
 * and gets a notice naming the fix when nothing answers or the browser withholds the answer. The
 * panel's code and the description load only on the first press.
 */

const tryButton = (page: Page, call: string) => page.getByRole('button', { name: `Try ${call}` });
const panel = (page: Page, call: string) => page.getByRole('form', { name: `Try ${call}` });

async function openPanel(page: Page, route: string, call: string): Promise<Locator> {
  await page.goto(route);
  await waitForHydration(page);
  await tryButton(page, call).click();
  await expect(tryButton(page, call)).toHaveAttribute('aria-expanded', 'true');
  const form = panel(page, call);
  await expect(form.getByRole('button', { name: 'Send request' })).toBeVisible();
  return form;
}

/** A loopback port nothing listens on: a mock EFR that is down. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.describe('Try it', () => {
  test('sends the sample request to the mock EFR and shows its answer, an error answer on request', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Chromium logs every answer with an error status, 406 included.
    allowConsoleErrors(/status of 406 \(Not Acceptable\)/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.json')) scripts.push(request.url());
    });
    await page.goto('/efr/api');
    await waitForHydration(page);
    const before = scripts.length;
    expect(scripts.filter((url) => url.endsWith('/api/efr.openapi.json'))).toEqual([]);

    await tryButton(page, 'POST /register').click();
    const form = panel(page, 'POST /register');
    await expect(form.getByLabel('Body (application/json)')).toHaveValue(/"TN": "10452"/);
    // The panel's script and the description came with the press, not before.
    expect(scripts.slice(before).some((url) => url.endsWith('.js'))).toBe(true);
    expect(scripts.slice(before).filter((url) => url.endsWith('/api/efr.openapi.json'))).toHaveLength(1);

    await form.getByLabel('EFR address').fill(mockEfrOrigin);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('status')).toHaveText(/^HTTP 200 OK in \d+ ms$/);
    const response = form.locator('pre');
    await expect(response).toContainText('"RC": "OK"');
    await expect(response).toContainText('_R1-AT1_VIE01-POS02_10452');

    await form.getByLabel('Answer to ask the mock for').selectOption({ label: '406: RC NO: fiscal printer not ready' });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('status')).toHaveText(/^HTTP 406 Not Acceptable in \d+ ms$/);
    await expect(response).toContainText('"ErrorCode": "DEVICE"');

    // A German start transaction is answered with the start confirmation, not the sale's.
    await form.getByLabel('Sample request').selectOption('de-start-transaction');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(response).toContainText('"TraSC"');
  });

  test('opens the panel pressed before the app has started, once it has', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/efr/api/additional-functions', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await tryButton(page, 'GET /peri/print/state').click();
    release();
    await expect(tryButton(page, 'GET /peri/print/state')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page, 'GET /peri/print/state').getByRole('button', { name: 'Send request' })).toBeVisible();
  });

  test('keeps the button where a jump to its section drew it, so a tap there opens the panel', async ({ page }) => {
    // A reader who jumps to a call (the table of contents, a search result) taps the button where
    // the jump showed it. Content-visibility code blocks above it used to grow two frames later
    // (src/css/custom.css) and push it 1,020 px down; frames, not time, so this fails every time.
    await page.goto('/efr/api');
    await waitForHydration(page);
    const button = tryButton(page, 'POST /register');
    const { x, y, tops } = await button.evaluate(async (element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const seen = [box.top];
      for (let frame = 0; frame < 6; frame += 1) {
        await new Promise(requestAnimationFrame);
        seen.push(element.getBoundingClientRect().top);
      }
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, tops: seen };
    });
    expect(new Set(tops).size, `the button's top, frame by frame: ${tops.join(', ')}`).toBe(1);
    await page.mouse.click(x, y);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('remembers the address for the panels of other pages', async ({ page }) => {
    const first = await openPanel(page, '/efr/api', 'POST /cfg');
    await first.getByLabel('EFR address').fill(mockEfrOrigin.replace('http://', ''));
    await first.getByRole('button', { name: 'Send request' }).click();
    await expect(first.getByRole('status')).toHaveText(/^HTTP 200 OK/);
    await expect(first.getByLabel('EFR address')).toHaveValue(mockEfrOrigin);

    const state = await openPanel(page, '/efr/api/additional-functions', 'GET /peri/print/state');
    await expect(state.getByLabel('EFR address')).toHaveValue(mockEfrOrigin);
    await state.getByRole('button', { name: 'Send request' }).click();
    await expect(state.locator('pre')).toContainText('"SimpleState": "WARNING"');
  });

  test('names the fix when the mock EFR is down, and when the browser withholds the answer (CORS)', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs each refused connection and each request CORS blocked.
    allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource|CORS policy/);
    const form = await openPanel(page, '/efr/api/additional-functions', 'GET /last');
    const down = `http://127.0.0.1:${await closedPort()}`;
    await form.getByLabel('EFR address').fill(down);
    await form.getByRole('button', { name: 'Send request' }).click();
    const notice = form.getByRole('alert');
    await expect(notice).toContainText(`No answer from ${down}.`);
    await expect(notice).toContainText('Check that EFR, or the mock EFR of npm start, is running');
    await expect(form.getByRole('status')).toHaveText('No answer.');

    // The site's own server under another name of this computer: it answers, without CORS headers.
    const foreign = baseURL.replace('127.0.0.1', 'localhost');
    await form.getByLabel('EFR address').fill(foreign);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(notice).toContainText(`${foreign} answered, but the browser kept the answer from this page (CORS).`);
    await expect(notice).toContainText(`Access-Control-Allow-Origin: ${baseURL}`);
    await expect(notice.getByRole('link', { name: 'Postman collection' })).toHaveAttribute(
      'href',
      '/api/efr.postman_collection.json',
    );
  });

  test('refuses an address the site may not call, naming the allowed ones, before sending', async ({ page }) => {
    const form = await openPanel(page, '/efr/api/additional-functions', 'GET /find');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('efr.example.test')) sent.push(request.url());
    });
    const address = form.getByLabel('EFR address');
    await address.fill('http://efr.example.test:5618');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(/security policy blocks efr\.example\.test:5618/);
    expect(sent).toEqual([]);
  });
});

forEachColourMode(() => {
  test('Try it works from the keyboard and passes axe, with an answer and with a notice', async ({
    page,
    axe,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await page.goto('/efr/api/additional-functions');
    await waitForHydration(page);
    const button = tryButton(page, 'POST /register/void');
    await button.focus();
    await page.keyboard.press('Enter');
    const form = panel(page, 'POST /register/void');
    await expect(form.getByRole('button', { name: 'Send request' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('EFR address')).toBeFocused();
    await page.keyboard.type(mockEfrOrigin);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(/^HTTP 200 OK/);
    await expect(form.locator('pre')).toContainText('"TN": "10462"');
    expect(await axe({ include: '.theme-doc-markdown form', label: 'answer' })).toEqual([]);

    await form.getByLabel('EFR address').fill(`http://127.0.0.1:${await closedPort()}`);
    await form.getByLabel('EFR address').press('Enter');
    await expect(form.getByRole('alert')).toBeVisible();
    expect(await axe({ include: '.theme-doc-markdown form', label: 'notice' })).toEqual([]);
  });
});
