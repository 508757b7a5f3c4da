import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { countryCodes, getCountry } from '@site/src/data/countries';
import { formatStatusMonth } from '@site/src/data/countries/statusDate';
import { replaceBrandTokens } from '@site/src/features/docs-checks/brandTokens';
import { listDocFiles, readDoc, type DocFile } from '@site/src/features/docs-checks/docsFiles';
import { countWords, headingsOf } from '@site/src/features/docs-checks/prose';
import { rules } from '@site/src/features/docs-checks/rules';

/**
 * The shape the content issues ask of the pages (WRITING_GUIDE.md): one template for every
 * country's fiscal page, a rendered receipt on every receipt-layout page, FAQ questions as h3,
 * the German and English end-user guides as one pair, and no thin page.
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

interface Page {
  file: DocFile;
  frontMatter: Record<string, unknown>;
  content: string;
}

const pages = new Map<string, Page>(
  await Promise.all(
    listDocFiles(docsDir).map(async (file): Promise<[string, Page]> => {
      const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file.absPath,
        fileContent: replaceBrandTokens(readDoc(file)),
      });
      return [file.relPath, { file, frontMatter, content }];
    }),
  ),
);

function page(relPath: string): Page {
  const found = pages.get(relPath);
  if (!found) throw new Error(`docs/${relPath} does not exist`);
  return found;
}

const h2s = (content: string) => headingsOf(content).filter(({ depth }) => depth === 2);

const fiscalTemplate = rules.fiscalSections;

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
  const fiscal = page(`efr/${code}/fiscal.mdx`);

  it('has a root page with the shared set-up steps and the country summary', () => {
    const { content } = page(`efr/${code}/index.mdx`);
    expect(content).toMatch(/@site\/docs\/efr\/imports\/setup-steps\//);
    expect(content).toMatch(/<CountrySummary\b/);
  });

  it('has a fiscal page with the shared sections in order, dated from its data, of at least 500 words', () => {
    expect(h2s(fiscal.content).map(({ text }) => text)).toEqual([...fiscalTemplate]);
    expect(readDoc(fiscal.file)).toContain(`%%statusDate:${code}%%`);
    expect(fiscal.content.toLowerCase()).toContain(
      `as of ${formatStatusMonth(getCountry(code).statusDate)}`.toLowerCase(),
    );
    expect(countWords(fiscal.content)).toBeGreaterThanOrEqual(MIN_FISCAL_WORDS);
  });

  it('ends its fiscal page with the legal basis and the sources, linked', () => {
    const sources = fiscal.content.slice(fiscal.content.lastIndexOf('## Legal basis and sources'));
    expect(sources.match(/https:\/\/\S+/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('renders a sample receipt and the mandatory elements on each receipt-layout page', () => {
    const layouts = [...pages.keys()].filter((relPath) => relPath.startsWith(`efr/${code}/receipt-layout`));
    expect(layouts).toContain(`efr/${code}/receipt-layout.mdx`);
    for (const relPath of layouts) {
      const { content } = page(relPath);
      expect(content, relPath).toMatch(/<Receipt\s[^>]*sample=\{/);
      expect(content, relPath).toMatch(/<ReceiptElements\b/);
    }
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
      const headings = headingsOf(page(relPath).content);
      const questions = headings.filter(({ depth }) => depth === 3);
      expect(questions.length).toBeGreaterThanOrEqual(MIN_FAQ_QUESTIONS);
      expect(questions.filter(({ text }) => !text.endsWith('?'))).toEqual([]);
    },
  );
});

describe('the end-user guide to the German cash-register notification', () => {
  const german = page('enduser/fiscal-reporting-de_de.mdx');
  const english = page('enduser/fiscal-reporting-de_en.mdx');

  it('marks the German page as German, its title included', () => {
    expect(german.content.trim()).toMatch(/^<div lang="de">[\s\S]*<\/div>$/);
    expect(german.frontMatter.hide_title).toBe(true);
    expect(headingsOf(german.content)[0]).toEqual({ depth: 1, text: german.frontMatter.title });
  });

  it('links each version to the other', () => {
    expect(german.content).toContain('](/enduser/fiscal-reporting-de_en)');
    expect(english.content).toContain('](/enduser/fiscal-reporting-de_de)');
  });

  it('has the same sections in both languages', () => {
    const shape = (content: string) =>
      headingsOf(content)
        .filter(({ depth }) => depth > 1)
        .map(({ depth }) => depth);
    expect(shape(german.content)).toEqual(shape(english.content));
  });
});

describe('every page', () => {
  it(`has at least ${MIN_PAGE_WORDS} words of prose (include-only fragments aside)`, () => {
    const thin = [...pages.values()]
      .filter(({ file }) => !file.partial && !isFragment(file.relPath))
      .map(({ file, content }) => ({ page: file.relPath, words: countWords(content) }))
      .filter(({ words }) => words < MIN_PAGE_WORDS);
    expect(thin).toEqual([]);
  });
});
