import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { brand } from '@site/config/brand';
import { literalBrandValues, replaceBrandTokens, unknownTokens } from '@site/src/test-support/docs-checks/brandTokens';
import { listDocFiles, readDoc, routeOfDoc, type DocFile } from '@site/src/test-support/docs-checks/docsFiles';
import { parseMdx } from '@site/src/plugins/mdx-source/mdx';
import { frontMatterProblems, h1Problems, placeholderProblems } from '@site/src/test-support/docs-checks/pageRules';
import { rules } from '@site/src/test-support/docs-checks/rules';

/**
 * The rules of WRITING_GUIDE.md that need no build: front matter, headings, placeholders, brand
 * tokens, include-only fragments, and a source file for every required route
 * (src/data/routes.txt, a copy of the specification's route list).
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));
const routesFile = fileURLToPath(new URL('../routes.txt', import.meta.url));

/** Routes that are not docs pages: the home page, the search page and the sign-in callback. */
const notDocs = new Set(['/', '/search', '/callback']);

interface Page {
  file: DocFile;
  where: string;
  raw: string;
  frontMatter: Record<string, unknown>;
  /** The MDX body's tree, parsed here once. */
  tree: Root;
}

const pages: Page[] = await Promise.all(
  listDocFiles(docsDir).map(async (file) => {
    const raw = readDoc(file);
    const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file.absPath,
      fileContent: replaceBrandTokens(raw),
    });
    return { file, where: `docs/${file.relPath}`, raw, frontMatter, tree: parseMdx(content) };
  }),
);
const routable = pages.filter((page) => !page.file.partial);

function failuresOf(check: (page: Page) => string | string[] | undefined, list = pages): string[] {
  return list.flatMap((page) => {
    const result = check(page);
    if (result === undefined) return [];
    return (Array.isArray(result) ? result : [result]).map((message) => `${page.where}: ${message}`);
  });
}

describe(`docs pages (${pages.length} files)`, () => {
  const { min, max } = rules.description;
  it(`have a title and a description of ${min}–${max} characters that is not the title`, () => {
    const failures = failuresOf(({ frontMatter }) => frontMatterProblems(frontMatter), routable);
    expect(failures).toEqual([]);
  });

  it('do not repeat the title as a # heading, and start headings at ##', () => {
    // Except a page that writes the title itself to set its language (docs/enduser/fiscal-reporting-de_de.mdx).
    const failures = failuresOf(({ frontMatter, tree }) => h1Problems(frontMatter, tree));
    expect(failures).toEqual([]);
  });

  it('contain no placeholder text', () => {
    const failures = failuresOf(({ raw }) => placeholderProblems(raw));
    expect(failures).toEqual([]);
  });

  it('write brand names, domains and addresses as tokens only', () => {
    const failures = failuresOf(({ raw }) => literalBrandValues(raw).map((value) => `literal ${value}`));
    expect(failures).toEqual([]);
  });

  it(`use only the tokens config/brand.ts defines (${Object.keys(brand).join(', ')})`, () => {
    const failures = failuresOf(({ raw }) => unknownTokens(raw).map((token) => `unknown token ${token}`));
    expect(failures).toEqual([]);
  });

  it('mark the include-only fragments in docs/efr/imports/ unlisted and without sidebar', () => {
    const fragments = routable.filter((page) => page.file.relPath.startsWith('efr/imports/'));
    const failures = failuresOf(({ frontMatter }) => {
      const problems: string[] = [];
      if (frontMatter.unlisted !== true) problems.push('needs "unlisted: true"');
      if (!('displayed_sidebar' in frontMatter) || frontMatter.displayed_sidebar !== null) {
        problems.push('needs "displayed_sidebar: null"');
      }
      return problems;
    }, fragments);
    expect(failures).toEqual([]);
  });

  it('have a source file for every required route', () => {
    const routes = readFileSync(routesFile, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !notDocs.has(line))
      .map((route) => route.replaceAll('{product}', brand.slug));
    const served = new Map(routable.map((page) => [routeOfDoc(page.file, page.frontMatter), page.where]));
    const missing = routes.filter((route) => !served.has(route));
    expect(missing).toEqual([]);
  });
});
