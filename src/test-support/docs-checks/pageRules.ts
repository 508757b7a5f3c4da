import { headingsOf, jsxElementsOf, linksOf, sectionOf, type MdxPage } from '../../plugins/mdx-source/mdx';
import { pageImports } from './moduleImports';
import { countWords, proseText } from './prose';
import { rules } from './rules';

/**
 * The rules of WRITING_GUIDE.md that one page must meet, as checks that return what is wrong (an
 * empty list: nothing). src/data/__tests__/docs-*.test.ts apply them to every page; the tests
 * beside this file show each one catching its mistake. `content` is the MDX body (front matter
 * parsed off, brand tokens replaced) or its tree (mdx.ts), `raw` the file as written.
 */
export type FrontMatter = Record<string, unknown>;

/** A title, and a description of rules.description characters that is not the title. */
export function frontMatterProblems({ title, description }: FrontMatter): string[] {
  const { min, max } = rules.description;
  if (typeof title !== 'string' || title.trim() === '') return ['no title'];
  if (typeof description !== 'string' || description.trim() === '') return ['no description'];
  const length = description.trim().length;
  if (length < min || length > max) return [`description has ${length} characters (${min}–${max})`];
  if (description.trim() === title.trim()) return ['description repeats the title'];
  return [];
}

/**
 * No # heading: the theme renders the title as the page's one h1. Except a page that hides the
 * theme's title and writes it itself as its one # heading (to set its language).
 */
export function h1Problems(frontMatter: FrontMatter, content: MdxPage): string[] {
  const h1s = headingsOf(content)
    .filter(({ depth }) => depth === 1)
    .map(({ text }) => text);
  if (frontMatter.hide_title === true && h1s.length === 1 && h1s[0] === frontMatter.title) return [];
  return h1s.map((text) =>
    text === frontMatter.title ? `repeats the title as "# ${text}"` : `has a # heading "${text}"`,
  );
}

/** Marker words match in capitals only ("todo" is Spanish for "all"); phrases in any case. */
const placeholders = [/\b(TODO|TBD|FIXME)\b/g, /lorem ipsum|coming soon|placeholder text/gi];

export function placeholderProblems(raw: string): string[] {
  return placeholders.flatMap((pattern) => [...raw.matchAll(pattern)].map(([text]) => `placeholder "${text}"`));
}

/** At least `min` words of prose. */
export function thinPageProblems(content: MdxPage, min: number = rules.minPageWords): string[] {
  const words = countWords(content);
  return words < min ? [`${words} words of prose (at least ${min})`] : [];
}

/** A FAQ page: at least rules.minFaqQuestions questions, each an h3 ending in "?". */
export function faqProblems(content: MdxPage): string[] {
  const h3s = headingsOf(content).filter(({ depth }) => depth === 3);
  const min = rules.minFaqQuestions;
  return [
    ...(h3s.length < min ? [`${h3s.length} questions as ### headings (at least ${min})`] : []),
    ...h3s.filter(({ text }) => !text.endsWith('?')).map(({ text }) => `### "${text}" is not a question`),
  ];
}

const lastFiscalSection = rules.fiscalSections.at(-1) ?? '';

/**
 * A country's fiscal page: the template's ## sections in order, the date of its facts, at least
 * rules.minFiscalWords words, and at least two web sources linked in its last section.
 */
export function fiscalPageProblems(content: MdxPage): string[] {
  const problems: string[] = [];
  const h2s = headingsOf(content)
    .filter(({ depth }) => depth === 2)
    .map(({ text }) => text);
  if (h2s.join('|') !== rules.fiscalSections.join('|')) {
    problems.push(`## sections are "${h2s.join('; ')}", not "${rules.fiscalSections.join('; ')}"`);
  }
  if (!/\bas of November 2026\b/i.test(proseText(content))) problems.push('no "as of November 2026"');
  problems.push(...thinPageProblems(content, rules.minFiscalWords));
  const sources = linksOf(sectionOf(content, lastFiscalSection)).filter(({ url }) => /^https:\/\//.test(url));
  if (sources.length < 2)
    problems.push(`${sources.length} web sources linked under "${lastFiscalSection}" (at least 2)`);
  return problems;
}

const uses = (content: MdxPage, name: string) => jsxElementsOf(content).filter((element) => element.name === name);

/** A country's root page: the shared set-up steps (imported) and the country summary. */
export function countryRootProblems(content: MdxPage): string[] {
  const setupSteps = pageImports(content).some(({ specifier }) =>
    specifier.startsWith('@site/docs/efr/imports/setup-steps/'),
  );
  return [
    ...(setupSteps ? [] : ['imports no set-up steps from @site/docs/efr/imports/setup-steps/']),
    ...(uses(content, 'CountrySummary').length > 0 ? [] : ['renders no <CountrySummary>']),
  ];
}

/** A receipt-layout page: a sample receipt (`<Receipt sample={…} />`) and its mandatory elements. */
export function receiptLayoutProblems(content: MdxPage): string[] {
  const withSample = uses(content, 'Receipt').some((element) =>
    element.attributes.some(
      (attribute) =>
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name === 'sample' &&
        typeof attribute.value === 'object' &&
        attribute.value?.type === 'mdxJsxAttributeValueExpression',
    ),
  );
  return [
    ...(withSample ? [] : ['renders no <Receipt sample={…} />']),
    ...(uses(content, 'ReceiptElements').length > 0 ? [] : ['renders no <ReceiptElements>']),
  ];
}

/**
 * Components a page renders (by name, from `components`) without importing them from their
 * module, as `import Name from '<module>';` lines to add.
 */
export function missingImports(content: MdxPage, components: Record<string, string>): string[] {
  const imports = pageImports(content);
  const rendered = new Set(jsxElementsOf(content).map((element) => element.name));
  return Object.entries(components)
    .filter(([name]) => rendered.has(name))
    .filter(([name, specifier]) => !imports.some((entry) => entry.name === name && entry.specifier === specifier))
    .map(([name, specifier]) => `import ${name} from '${specifier}';`);
}
