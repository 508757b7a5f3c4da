import { rules } from '@site/src/features/docs-checks/rules';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { brand } from '@site/config/brand';
import { literalBrandValues, replaceBrandTokens, unknownTokens } from '@site/src/features/docs-checks/brandTokens';
import { withoutCodeBlocks } from '@site/src/features/docs-checks/codeBlocks';
import { listDocFiles, readDoc, routeOfDoc, type DocFile } from '@site/src/features/docs-checks/docsFiles';

/**
 * The rules of WRITING_GUIDE.md that need no build: front matter, headings, placeholders, brand
 * tokens, include-only fragments, and a source file for every required route
 * (src/data/routes.txt, a copy of the specification's route list).
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));
const routesFile = fileURLToPath(new URL('../routes.txt', import.meta.url));

/** Routes that are not docs pages: the home page, the search page and the sign-in callback. */
const notDocs = new Set(['/', '/search', '/callback']);

/** Marker words match in capitals only ("todo" is Spanish for "all"); phrases in any case. */
const placeholders = [/\b(TODO|TBD|FIXME)\b/g, /lorem ipsum|coming soon|placeholder text/gi];

interface Page {
  file: DocFile;
  where: string;
  raw: string;
  frontMatter: Record<string, unknown>;
  content: string;
}

const pages: Page[] = await Promise.all(
  listDocFiles(docsDir).map(async (file) => {
    const raw = readDoc(file);
    const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file.absPath,
      fileContent: replaceBrandTokens(raw),
    });
    return { file, where: `docs/${file.relPath}`, raw, frontMatter, content };
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

function h1Headings(content: string): string[] {
  return [...withoutCodeBlocks(content).matchAll(/^ {0,3}#[ \t]+(.+?)[ \t#]*$/gm)].map(([, text = '']) => text.trim());
}

describe(`docs pages (${pages.length} files)`, () => {
  const { min, max } = rules.description;
  it(`have a title and a description of ${min}–${max} characters that is not the title`, () => {
    const failures = failuresOf(({ frontMatter: { title, description } }) => {
      if (typeof title !== 'string' || title.trim() === '') return 'no title';
      if (typeof description !== 'string' || description.trim() === '') return 'no description';
      const length = description.trim().length;
      if (length < min || length > max) return `description has ${length} characters (${min}–${max})`;
      if (description.trim() === title.trim()) return 'description repeats the title';
      return undefined;
    }, routable);
    expect(failures).toEqual([]);
  });

  it('do not repeat the title as a # heading, and start headings at ##', () => {
    // Except a page that hides the theme's title and writes it itself as its one # heading (to set
    // its language: docs/enduser/fiscal-reporting-de_de.mdx).
    const failures = failuresOf(({ frontMatter, content }) => {
      const headings = h1Headings(content);
      if (frontMatter.hide_title === true && headings.length === 1 && headings[0] === frontMatter.title) return [];
      return headings.map((heading) =>
        heading === frontMatter.title ? `repeats the title as "# ${heading}"` : `has a # heading "${heading}"`,
      );
    });
    expect(failures).toEqual([]);
  });

  it('contain no placeholder text', () => {
    const failures = failuresOf(({ raw }) =>
      placeholders.flatMap((pattern) => [...raw.matchAll(pattern)].map(([text]) => `placeholder "${text}"`)),
    );
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
