import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { codeLanguages } from '../../../../config/prism';
import contentChecks from '../remark';

const siteDir = path.resolve(import.meta.dirname, '../../../..');

/** Compiles a page as Docusaurus does (MDX with the front matter in file.data); the error, if any. */
async function check(content: string, frontMatter: Record<string, unknown> = { title: 'A page' }) {
  const file = new VFile({ value: content, path: '/site/docs/efr/XX/fiscal.mdx', data: { frontMatter } });
  try {
    await compile(file, { remarkPlugins: [[contentChecks, { languages: codeLanguages, siteDir }]] });
    return null;
  } catch (error) {
    return String(error);
  }
}

describe('content checks', () => {
  it('passes a page with a title, known languages and worded headings', async () => {
    expect(
      await check('## Exports\n\n```json\n{}\n```\n\n```http\nGET / HTTP/1.1\n```\n\n```mermaid\ngraph TD\n```\n'),
    ).toBeNull();
  });

  it('names file, line and the fix for a code block without a language', async () => {
    const error = await check('Intro\n\n```\n{}\n```\n');
    expect(error).toContain('/site/docs/efr/XX/fiscal.mdx:3:1');
    expect(error).toContain('Code block without a language.');
    expect(error).toContain('```text for plain text');
  });

  it('names an unknown language and the known ones', async () => {
    const error = await check('Intro\n\n\n```jsonn\n{}\n```\n');
    expect(error).toContain('fiscal.mdx:4:1');
    expect(error).toContain('Code block in unknown language "jsonn". Use one of:');
    expect(error).toContain('json,');
  });

  it('rejects a heading of punctuation only, with its line', async () => {
    const error = await check('Intro\n\n## …\n');
    expect(error).toContain('fiscal.mdx:3:1');
    expect(error).toContain('Heading "…" has no letter or digit');
  });

  it('rejects a page without a title, and accepts a # heading as its title', async () => {
    const error = await check('Some text.\n', {});
    expect(error).toContain('fiscal.mdx:1:1');
    expect(error).toContain('Page without a title. Add `title:` to the front matter');
    expect(await check('# Germany\n\nSome text.\n', {})).toBeNull();
  });
});

describe('imports', () => {
  const at = (line: number) => `docs/efr/XX/fiscal.mdx:${line}:1`;
  async function checkAt(content: string) {
    const file = new VFile({
      value: content,
      path: path.join(siteDir, 'docs/efr/XX/fiscal.mdx'),
      data: { frontMatter: { title: 'A page' } },
    });
    try {
      await compile(file, { remarkPlugins: [[contentChecks, { languages: codeLanguages, siteDir }]] });
      return null;
    } catch (error) {
      return String(error);
    }
  }

  it("names the page, the line, the countries there are and what to add for a country's missing data", async () => {
    const error = await checkAt("Intro\n\nimport country from '@site/src/data/countries/xx';\n\nText\n");
    expect(error).toContain(
      `${at(3)} imports "@site/src/data/countries/xx", which names no file (no src/data/countries/xx.ts, nor another extension). src/data/countries/ has: at, be, cz,`,
    );
    expect(error).toContain(
      'A new country needs src/data/countries/<code>.ts, listed in src/data/countries/index.ts and in countryCodes of src/data/countries/types.ts (WRITING_GUIDE.md, "Add a country", step 1).',
    );
  });

  it("points a missing sample receipt to the recipe's step 2, and any other module to its folder", async () => {
    expect(await checkAt("import sample from '@site/src/data/receipts/xx';\n")).toContain(
      "A new country's sample receipt is src/data/receipts/<code>.ts",
    );
    expect(await checkAt("import X from '@site/src/components/Nope';\n")).toContain(
      `${at(1)} imports "@site/src/components/Nope", which names no file (no src/components/Nope.ts, nor another extension). src/components/ has:`,
    );
    expect(await checkAt("import X from '../../nowhere/y';\n")).toContain('There is no folder docs/nowhere/.');
  });

  it('passes modules that exist (with or without extension, index files) and packages', async () => {
    const page = [
      "import country from '@site/src/data/countries/at';",
      "import Summary from '@site/src/components/CountrySummary';",
      "import Steps from '@site/docs/efr/imports/setup-steps/installation.mdx';",
      "import Tabs from '@theme/Tabs';",
      "import flag from 'circle-flags/flags/at.svg?url';",
      '',
      'Text',
    ].join('\n');
    expect(await checkAt(page)).toBeNull();
  });
});
