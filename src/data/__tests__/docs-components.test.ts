import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoLayouts } from '@site/src/data/bill/layouts';
import { countries } from '@site/src/data/countries';
import { receiptSamples } from '@site/src/data/receipts';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';
import { jsxElementsOf, parseMdx } from '@site/src/plugins/mdx-source/mdx';
import { pageImports, reachableModules, resolveLocal } from '@site/src/test-support/docs-checks/moduleImports';
import { missingImports } from '@site/src/test-support/docs-checks/pageRules';

/**
 * Content components are imported by the pages that render them, with the one data object they
 * show (WRITING_GUIDE.md, "Components content may use"). There is no global MDX map: a component
 * in it would be bundled into every doc page. These checks catch a missing import before the
 * build does, keep every sample and layout on a page, and keep the data indexes off the pages.
 */
const siteDir = fileURLToPath(new URL('../../..', import.meta.url));
const docsDir = path.join(siteDir, 'docs');

/** The components content may use, and the module a page imports each from. */
const contentComponents: Record<string, string> = {
  CountrySummary: '@site/src/components/CountrySummary',
  CountryMatrix: '@site/src/components/CountryMatrix',
  Flag: '@site/src/components/Flag',
  Receipt: '@site/src/components/Receipt',
  ReceiptElements: '@site/src/components/ReceiptElements',
  LayoutPreview: '@site/src/components/LayoutPreview',
  TryIt: '@site/src/components/TryIt',
  ApiOperation: '@site/src/components/ApiOperation',
  Tabs: '@theme/Tabs',
  TabItem: '@theme/TabItem',
};

/** Modules that hold every sample, country or layout: for tests and pages that list everything. */
const dataIndexes = ['src/data/receipts/index.ts', 'src/data/countries/index.ts', 'src/data/bill/layouts/index.ts'];

/** Components that show all countries by design (the country matrix), so they may reach an index. */
const listsEverything = new Set(['@site/src/components/CountryMatrix']);

const pages = listDocFiles(docsDir).map((file) => {
  const tree = parseMdx(readDoc(file));
  const used = new Set(jsxElementsOf(tree).map((element) => element.name ?? ''));
  return { file, where: `docs/${file.relPath}`, tree, imports: pageImports(tree), used };
});

/** The default exports of the modules pages import from `folder` (e.g. "src/data/receipts/"). */
async function shownFrom(folder: string): Promise<unknown[]> {
  const files = new Set(
    pages.flatMap(({ file, imports }) =>
      imports
        .filter(({ specifier }) => specifier.startsWith(`@site/${folder}`))
        .map(({ specifier }) => resolveLocal(specifier, file.absPath, siteDir)),
    ),
  );
  return Promise.all(
    [...files].map(async (file) => ((await import(/* @vite-ignore */ file ?? '')) as { default: unknown }).default),
  );
}

describe('content components in docs/', () => {
  it('are imported by every page that renders them, from their module', () => {
    const missing = pages.flatMap(({ where, tree }) =>
      missingImports(tree, contentComponents).map((line) => `${where}: ${line}`),
    );
    expect(missing).toEqual([]);
  });

  it('come with data modules that exist', () => {
    const unresolved = pages.flatMap(({ file, where, imports }) =>
      imports
        .filter(({ specifier }) => specifier.startsWith('@site/'))
        .filter(({ specifier }) => !resolveLocal(specifier, file.absPath, siteDir))
        .map(({ specifier }) => `${where}: ${specifier}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('show every receipt sample on a page', async () => {
    const shown = await shownFrom('src/data/receipts/');
    const missing = receiptSamples.filter((sample) => !shown.includes(sample)).map((sample) => sample.id);
    expect(missing).toEqual([]);
  });

  it('summarise each country on its own page, docs/efr/<code>/index.mdx', async () => {
    const misplaced = countries.flatMap((country) => {
      const page = pages.find(({ file }) => file.relPath === `efr/${country.code}/index.mdx`);
      const specifier = `@site/src/data/countries/${country.code.toLowerCase()}`;
      const ok = page?.used.has('CountrySummary') && page.imports.some((entry) => entry.specifier === specifier);
      return ok ? [] : [`efr/${country.code}/index.mdx: <CountrySummary country={…} /> from ${specifier}`];
    });
    expect(misplaced).toEqual([]);
    const shown = await shownFrom('src/data/countries/');
    expect(countries.filter((country) => !shown.includes(country)).map((country) => country.code)).toEqual([]);
  });

  it('show every demo layout of the Digital Receipt on a page', async () => {
    const shown = await shownFrom('src/data/bill/layouts/');
    const missing = Object.entries(demoLayouts).flatMap(([variant, layouts]) =>
      Object.entries(layouts)
        .filter(([, layout]) => !shown.includes(layout))
        .map(([name]) => `${variant}-${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('do not pull a whole data index into a page (only the country matrix lists everything)', () => {
    const indexes = new Set(dataIndexes.map((file) => path.join(siteDir, file)));
    const leaks = pages.flatMap(({ file, where, imports }) =>
      imports
        .filter(({ specifier }) => !listsEverything.has(specifier))
        .flatMap(({ specifier }) => {
          const entry = resolveLocal(specifier, file.absPath, siteDir);
          if (!entry) return [];
          return [...reachableModules(entry, siteDir)]
            .filter((module) => indexes.has(module))
            .map((module) => `${where}: ${specifier} reaches ${path.relative(siteDir, module)}`);
        }),
    );
    expect(leaks).toEqual([]);
  });

  it('show flags with <Flag code="…" />, never as emoji (letter pairs on Windows, boxes without an emoji font)', () => {
    const emoji = pages
      .filter(({ file }) => /\p{Regional_Indicator}{2}/u.test(readDoc(file)))
      .map(({ where }) => where);
    expect(emoji).toEqual([]);
  });
});
