import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { countryCodes, getCountry } from '@site/src/data/countries';
import { formatStatusMonth } from '@site/src/data/countries/statusDate';
import { replaceBrandTokens } from '@site/src/test-support/docs-checks/brandTokens';
import { listDocFiles, readDoc, type DocFile } from '@site/src/test-support/docs-checks/docsFiles';
import { headingsOf, linksOf, parseMdx } from '@site/src/plugins/mdx-source/mdx';
import {
  countryRootProblems,
  faqProblems,
  fiscalPageProblems,
  receiptLayoutProblems,
  thinPageProblems,
} from '@site/src/test-support/docs-checks/pageRules';
import { rules } from '@site/src/test-support/docs-checks/rules';

/**
 * The shape the content issues ask of the pages (WRITING_GUIDE.md): one template for every
 * country's fiscal page, a rendered receipt on every receipt-layout page, FAQ questions as h3,
 * the German and English end-user guides as one pair, and no thin page.
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

interface Page {
  file: DocFile;
  frontMatter: Record<string, unknown>;
  /** The MDX body's tree, parsed here once. */
  tree: Root;
}

const pages = new Map<string, Page>(
  await Promise.all(
    listDocFiles(docsDir).map(async (file): Promise<[string, Page]> => {
      const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file.absPath,
        fileContent: replaceBrandTokens(readDoc(file)),
      });
      return [file.relPath, { file, frontMatter, tree: parseMdx(content) }];
    }),
  ),
);

function page(relPath: string): Page {
  const found = pages.get(relPath);
  if (!found) throw new Error(`docs/${relPath} does not exist`);
  return found;
}

/** Shorter pages exist on purpose: the include-only fragments, shown inside other pages. */
const isFragment = (relPath: string) => relPath.startsWith('efr/imports/');
const MIN_FISCAL_WORDS = rules.minFiscalWords;
const MIN_PAGE_WORDS = rules.minPageWords;
const MIN_FAQ_QUESTIONS = rules.minFaqQuestions;

describe('country folders', () => {
  it('each have a country in the data, so the country tests below cover them', () => {
    const folders = readdirSync(`${docsDir}/efr`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[A-Z]{2}$/.test(entry.name))
      .map((entry) => entry.name);
    const unknown = folders.filter((code) => !(countryCodes as readonly string[]).includes(code));
    expect(
      unknown.map(
        (code) =>
          `docs/efr/${code} has no country data: add src/data/countries/${code.toLowerCase()}.ts, list it in src/data/countries/index.ts and add '${code}' to countryCodes in src/data/countries/types.ts (WRITING_GUIDE.md, "Add a country")`,
      ),
    ).toEqual([]);
  });
});

describe.each(countryCodes)('country guide %s', (code) => {
  it('has a root page with the shared set-up steps and the country summary', () => {
    expect(countryRootProblems(page(`efr/${code}/index.mdx`).tree)).toEqual([]);
  });

  it(`has a fiscal page with the shared sections in order, dated, of at least ${MIN_FISCAL_WORDS} words, ending with its sources linked`, () => {
    const fiscal = page(`efr/${code}/fiscal.mdx`);
    expect(fiscalPageProblems(fiscal.tree)).toEqual([]);
    // Dated from the country's data (src/data/countries), never by a month written in the page.
    expect(readDoc(fiscal.file)).toContain(`%%statusDate:${code}%%`);
    expect(toString(fiscal.tree).toLowerCase()).toContain(
      `as of ${formatStatusMonth(getCountry(code).statusDate)}`.toLowerCase(),
    );
  });

  it('renders a sample receipt and the mandatory elements on each receipt-layout page', () => {
    const layouts = [...pages.keys()].filter((relPath) => relPath.startsWith(`efr/${code}/receipt-layout`));
    expect(layouts).toContain(`efr/${code}/receipt-layout.mdx`);
    for (const relPath of layouts) expect(receiptLayoutProblems(page(relPath).tree), relPath).toEqual([]);
  });
});

describe('pages listed without a sidebar', () => {
  it.each(['efr/PT/old_index.mdx', 'efr/SK/appendix.mdx'])('%s has no sidebar but stays listed', (relPath) => {
    const { frontMatter } = page(relPath);
    expect(frontMatter.displayed_sidebar).toBeNull();
    expect(frontMatter.unlisted).not.toBe(true);
  });
});

describe('FAQ pages', () => {
  const faqs = [...pages.values()].filter(({ file }) => file.area === 'faq' && !file.partial);

  it.each(faqs.map(({ file }) => file.relPath))(
    `%s asks at least ${MIN_FAQ_QUESTIONS} questions, each an h3`,
    (relPath) => {
      expect(faqProblems(page(relPath).tree)).toEqual([]);
    },
  );
});

describe('the end-user guide to the German cash-register notification', () => {
  const german = page('enduser/fiscal-reporting-de_de.mdx');
  const english = page('enduser/fiscal-reporting-de_en.mdx');

  it('marks the German page as German, its title included', () => {
    // All its content (after the imports) is one <div lang="de">.
    const body = german.tree.children.filter((node) => node.type !== 'mdxjsEsm');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [{ type: 'mdxJsxAttribute', name: 'lang', value: 'de' }],
    });
    expect(german.frontMatter.hide_title).toBe(true);
    expect(headingsOf(german.tree)[0]).toEqual({ depth: 1, text: german.frontMatter.title });
  });

  it('links each version to the other', () => {
    expect(linksOf(german.tree).map(({ url }) => url)).toContain('/enduser/fiscal-reporting-de_en');
    expect(linksOf(english.tree).map(({ url }) => url)).toContain('/enduser/fiscal-reporting-de_de');
  });

  it('has the same sections in both languages', () => {
    const shape = (tree: Root) =>
      headingsOf(tree)
        .filter(({ depth }) => depth > 1)
        .map(({ depth }) => depth);
    expect(shape(german.tree)).toEqual(shape(english.tree));
  });
});

describe('every page', () => {
  it(`has at least ${MIN_PAGE_WORDS} words of prose (include-only fragments aside)`, () => {
    const thin = [...pages.values()]
      .filter(({ file }) => !file.partial && !isFragment(file.relPath))
      .flatMap(({ file, tree }) => thinPageProblems(tree).map((problem) => `${file.relPath}: ${problem}`));
    expect(thin).toEqual([]);
  });
});
