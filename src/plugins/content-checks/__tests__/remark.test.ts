import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { codeLanguages } from '../../../../config/prism';
import contentChecks from '../remark';

/** Compiles a page as Docusaurus does (MDX with the front matter in file.data); the error, if any. */
async function check(content: string, frontMatter: Record<string, unknown> = { title: 'A page' }) {
  const file = new VFile({ value: content, path: '/site/docs/efr/XX/fiscal.mdx', data: { frontMatter } });
  try {
    await compile(file, { remarkPlugins: [[contentChecks, { languages: codeLanguages }]] });
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
