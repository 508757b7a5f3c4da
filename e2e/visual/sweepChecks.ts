import type { Page } from '@playwright/test';
import { LONG_TOKEN_LENGTH } from '../../src/components/ReceiptElements/wrapping';
import { navbarOverlaps, tableWordProblems, textUnderFloatingControls } from './checks';

/**
 * The layout checks of the route sweeps on the loaded page, one line per problem, `route: kind:
 * problem`: no table cell narrower than its longest word, no two navbar controls on top of each
 * other, no floating control on the text (checks.ts). sweep.spec.ts runs them at a phone's width;
 * the accessibility sweep (a11y.spec.ts) at the desktop width, on the page it has loaded for axe,
 * so each route is loaded once there.
 */
export async function layoutProblems(page: Page, route: string): Promise<string[]> {
  const found = [
    ...(await page.locator('main').first().evaluate(tableWordProblems, LONG_TOKEN_LENGTH)).map((p) => `table: ${p}`),
    ...(await page.evaluate(navbarOverlaps)).map((p) => `navbar: ${p}`),
    ...(await page.evaluate(textUnderFloatingControls, undefined)).map((p) => `floating: ${p}`),
  ];
  return found.map((problem) => `${route}: ${problem}`);
}
