import { describe, expect, it } from 'vitest';
import {
  countryRootProblems,
  faqProblems,
  fiscalPageProblems,
  frontMatterProblems,
  h1Problems,
  missingImports,
  placeholderProblems,
  receiptLayoutProblems,
  thinPageProblems,
} from '../pageRules';
import { rules } from '../rules';

/** `count` words of plain prose. */
const prose = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('frontMatterProblems', () => {
  const description = 'Which receipts the cash register prints, and what each of them must show.';
  it('passes a title and a description of the right length', () => {
    expect(frontMatterProblems({ title: 'Receipts', description })).toEqual([]);
  });
  it('reports a missing title, a short or long description, and one that repeats the title', () => {
    expect(frontMatterProblems({ description })).toEqual(['no title']);
    expect(frontMatterProblems({ title: 'Receipts' })).toEqual(['no description']);
    expect(frontMatterProblems({ title: 'Receipts', description: 'Too short.' })).toEqual([
      `description has 10 characters (${rules.description.min}–${rules.description.max})`,
    ]);
    expect(frontMatterProblems({ title: 'x'.repeat(60), description: 'x'.repeat(60) })).toEqual([
      'description repeats the title',
    ]);
  });
});

describe('h1Problems', () => {
  it('reports # headings, the title repeated or another', () => {
    expect(h1Problems({ title: 'Austria' }, '# Austria\n\nText.\n\n# Other\n')).toEqual([
      'repeats the title as "# Austria"',
      'has a # heading "Other"',
    ]);
  });
  it('accepts ## headings, a # in a code block, and a hidden title written once as # (with an id)', () => {
    expect(h1Problems({ title: 'Austria' }, '## Rules\n\n```md\n# Not a heading\n```\n')).toEqual([]);
    expect(
      h1Problems({ title: 'Österreich', hide_title: true }, '<div lang="de">\n\n# Österreich {#top}\n\n</div>'),
    ).toEqual([]);
  });
});

describe('placeholderProblems', () => {
  it('finds marker words in capitals and placeholder phrases in any case', () => {
    expect(placeholderProblems('TODO: dates. Lorem ipsum. Coming soon.')).toEqual([
      'placeholder "TODO"',
      'placeholder "Lorem ipsum"',
      'placeholder "Coming soon"',
    ]);
    expect(placeholderProblems('Se aplica a todo recibo.')).toEqual([]);
  });
});

describe('thinPageProblems', () => {
  it('counts prose only: code blocks and imports do not make a page long', () => {
    const code = `import X from '@site/src/components/X';\n\n\`\`\`json\n${JSON.stringify(prose(300).split(' '))}\n\`\`\`\n`;
    expect(thinPageProblems(`${code}\n${prose(20)}`, 250)).toEqual(['20 words of prose (at least 250)']);
    expect(thinPageProblems(prose(250), 250)).toEqual([]);
  });
});

describe('faqProblems', () => {
  const questions = (count: number) =>
    Array.from({ length: count }, (_, i) => `### Question ${i + 1}?\n\nAn answer.\n`).join('\n');
  it(`passes ${rules.minFaqQuestions} questions as h3`, () => {
    expect(faqProblems(questions(rules.minFaqQuestions))).toEqual([]);
  });
  it('reports too few questions and an h3 that is no question; ## headings do not count', () => {
    expect(faqProblems(`## Group\n\n${questions(rules.minFaqQuestions - 1)}`)).toEqual([
      `${rules.minFaqQuestions - 1} questions as ### headings (at least ${rules.minFaqQuestions})`,
    ]);
    expect(faqProblems(`${questions(rules.minFaqQuestions)}\n### Opening hours\n`)).toEqual([
      '### "Opening hours" is not a question',
    ]);
  });
});

describe('fiscalPageProblems', () => {
  const sources = '- [Federal law gazette](https://example.org/law)\n- [Tax office guide](https://example.org/guide)\n';
  const fiscalPage = (sections: readonly string[], last = sources) =>
    [
      'Facts as of November 2026.',
      ...sections.map((name, i) => `## ${name}\n\n${i === sections.length - 1 ? last : prose(50)}`),
    ].join('\n\n');

  it('passes the template in order, dated, long enough, with two sources', () => {
    expect(fiscalPageProblems(fiscalPage(rules.fiscalSections))).toEqual([]);
  });

  it('reports sections out of order, no date, too few words and too few sources', () => {
    const [first = '', second = '', ...rest] = rules.fiscalSections;
    const swapped = fiscalPage([second, first, ...rest]);
    expect(fiscalPageProblems(swapped)).toEqual([
      expect.stringMatching(/^## sections are "Legal basis and dates; At a/),
    ]);
    expect(fiscalPageProblems(fiscalPage(rules.fiscalSections).replace('as of November 2026', 'today'))).toEqual([
      'no "as of November 2026"',
    ]);
    const short = fiscalPage(rules.fiscalSections).replaceAll(prose(50), prose(10));
    expect(fiscalPageProblems(short)).toEqual([expect.stringMatching(/ words of prose \(at least 500\)$/)]);
    const oneSource = fiscalPage(rules.fiscalSections, '- [Federal law gazette](https://example.org/law)\n');
    expect(fiscalPageProblems(oneSource)).toEqual([
      '1 web sources linked under "Legal basis and sources" (at least 2)',
    ]);
  });
});

describe('countryRootProblems', () => {
  it('asks for the shared set-up steps and the country summary', () => {
    const page = [
      "import SetupSteps from '@site/docs/efr/imports/setup-steps/_at.mdx';",
      "import CountrySummary from '@site/src/components/CountrySummary';",
      '',
      '<CountrySummary country={at} />',
      '',
      '<SetupSteps />',
    ].join('\n');
    expect(countryRootProblems(page)).toEqual([]);
    expect(countryRootProblems('```mdx\n<CountrySummary />\n```\n')).toEqual([
      'imports no set-up steps from @site/docs/efr/imports/setup-steps/',
      'renders no <CountrySummary>',
    ]);
  });
});

describe('receiptLayoutProblems', () => {
  it('asks for a receipt with its sample and the mandatory elements', () => {
    expect(receiptLayoutProblems('<Receipt sample={at} />\n\n<ReceiptElements country="AT" />')).toEqual([]);
    expect(receiptLayoutProblems('<Receipt sample="at" />\n\n`<ReceiptElements />`')).toEqual([
      'renders no <Receipt sample={…} />',
      'renders no <ReceiptElements>',
    ]);
  });
});

describe('missingImports', () => {
  const components = { Flag: '@site/src/components/Flag', Tabs: '@theme/Tabs' };
  it('lists components rendered without their import, or imported from elsewhere', () => {
    const page = 'import Flag from \'./Flag\';\n\nAustria <Flag code="AT" />\n\n<Tabs>\n</Tabs>\n';
    expect(missingImports(page, components)).toEqual([
      "import Flag from '@site/src/components/Flag';",
      "import Tabs from '@theme/Tabs';",
    ]);
  });
  it('passes imported components and ignores markup shown as code', () => {
    const page = 'import Flag from \'@site/src/components/Flag\';\n\n<Flag code="AT" /> and `<Tabs>`\n';
    expect(missingImports(page, components)).toEqual([]);
  });
});
