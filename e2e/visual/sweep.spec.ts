import { LONG_TOKEN_LENGTH } from '../../src/components/ReceiptElements/wrapping';
import { expect, test, waitForHydration } from '../fixtures/test';
import { batches, requiredRoutes } from '../quality/routes';
import { navbarOverlaps, tableWordProblems, textUnderFloatingControls } from './checks';

/**
 * Every required route at a phone's and a desktop's width passes the layout checks of
 * layout.spec.ts: no table cell narrower than its longest word, no two navbar controls on top of
 * each other, no floating control on the text. One browser page checks a batch of routes, and
 * each check measures the whole page in one round trip (checks.ts), so the sweep stays within a
 * few minutes.
 */

const BATCH = 13;

for (const width of [390, 1280]) {
  test.describe(`layout sweep at ${width} px`, () => {
    for (const [index, routes] of batches(requiredRoutes, BATCH).entries()) {
      test(`batch ${index + 1}: ${routes[0]} … ${routes.at(-1)}`, async ({ page, allowConsoleErrors }) => {
        test.setTimeout(120_000);
        // /callback without a pending sign-in may log why it cannot complete (as in a11y.spec.ts).
        if (routes.includes('/callback')) allowConsoleErrors(/No matching state|No state in response|\[auth\]/i);
        await page.setViewportSize({ width, height: 800 });
        const problems: string[] = [];
        for (const route of routes) {
          await page.goto(route);
          await waitForHydration(page);
          const found = [
            ...(await page.locator('main').first().evaluate(tableWordProblems, LONG_TOKEN_LENGTH)).map(
              (p) => `table: ${p}`,
            ),
            ...(await page.evaluate(navbarOverlaps)).map((p) => `navbar: ${p}`),
            ...(await page.evaluate(textUnderFloatingControls, undefined)).map((p) => `floating: ${p}`),
          ];
          problems.push(...found.map((problem) => `${route}: ${problem}`));
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
