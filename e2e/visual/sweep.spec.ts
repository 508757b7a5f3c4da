import { expect, test, waitForHydration } from '../fixtures/test';
import { batches, requiredRoutes } from '../quality/routes';
import { layoutProblems } from './sweepChecks';

/**
 * Every required route at a phone's width passes the layout checks of layout.spec.ts
 * (sweepChecks.ts): no table cell narrower than its longest word, no two navbar controls on top of
 * each other, no floating control on the text. One browser page checks a batch of routes, and each
 * check measures the whole page in one round trip (checks.ts). The desktop width is checked by the
 * accessibility sweep (a11y.spec.ts) on the pages it loads anyway.
 */

const BATCH = 13;
const WIDTH = 390;

test.describe(`layout sweep at ${WIDTH} px`, () => {
  for (const [index, routes] of batches(requiredRoutes, BATCH).entries()) {
    test(`batch ${index + 1}: ${routes[0]} … ${routes.at(-1)}`, async ({ page, allowConsoleErrors }) => {
      test.setTimeout(120_000);
      // /callback without a pending sign-in may log why it cannot complete (as in a11y.spec.ts).
      if (routes.includes('/callback')) allowConsoleErrors(/No matching state|No state in response|\[auth\]/i);
      await page.setViewportSize({ width: WIDTH, height: 800 });
      const problems: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await waitForHydration(page);
        problems.push(...(await layoutProblems(page, route)));
      }
      expect(problems).toEqual([]);
    });
  }
});
