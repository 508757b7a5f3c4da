import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { brand } from '../../config/brand';
import { startApp } from '../fixtures/test';

/** Every required route of the specification (src/data/routes.txt), `{product}` filled in. */
export const requiredRoutes: string[] = readFileSync(path.join(__dirname, '../../src/data/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'))
  .map((route) => route.replaceAll('{product}', brand.slug));

/** One page of each kind: home, API reference, country pages, diagrams, Digital Receipt, FAQ, e-invoicing, end user. */
export const samplePages = [
  '/',
  '/efr/api',
  '/efr/architecture',
  '/efr/DE/fiscal',
  '/efr/AT/receipt-layout',
  '/efr/countries',
  '/bill/Management/LayoutOptions',
  '/faq/efr',
  '/e_invoicing',
  '/enduser/fiscal-reporting-de_de',
];

/** Splits a list into `size`-long batches, so one browser page can check many routes in one test. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Starts the page's JavaScript (a first pointer move), waits until React has hydrated and the layout settled. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await startApp(page);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}
