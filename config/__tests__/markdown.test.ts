import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { checkFrontMatterYaml, markdown, replaceBrandTokens } from '../markdown';

describe('replaceBrandTokens', () => {
  it('replaces every token with its brand value', () => {
    expect(replaceBrandTokens('Write to %%supportEmail%%.')).toBe(`Write to ${brand.supportEmail}.`);
  });

  it('names the file, line and column of an unknown token and lists the known ones', () => {
    const page = '---\ntitle: Portal\n---\n\nOpen the\n%%brand%% %%portl%% to start.\n';
    expect(() => replaceBrandTokens(page, 'docs/bill/Management/QuickStart.mdx')).toThrow(
      'Unknown brand token %%portl%% at docs/bill/Management/QuickStart.mdx:6:11. Known tokens: %%company%%, %%brand%%',
    );
  });
});

describe('front matter that is not valid YAML', () => {
  const page = '---\ntitle: [Austria\ndescription: Fiscal rules.\n---\n\n## At a glance\n';
  const filePath = path.resolve('docs/efr/AT/fiscal.mdx');
  const parse = () =>
    markdown.parseFrontMatter({ fileContent: page, filePath, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER });
  const message =
    'Front matter at docs/efr/AT/fiscal.mdx:3:1 is not valid YAML: missed comma between flow collection entries. Fix it between the two --- lines';

  it('names the file, the line and the fix', () => {
    expect(() => checkFrontMatterYaml(page, filePath)).toThrow(message);
    expect(() => checkFrontMatterYaml('---\ntitle: Austria\n---\n\n---\n\nText', filePath)).not.toThrow();
    expect(() => checkFrontMatterYaml('---\n---\nText', filePath)).not.toThrow();
  });

  it("fails every parse, where Docusaurus's default parser forgets the error after the first", async () => {
    const fileContent = `${page}\nOnly in this test.\n`;
    await expect(DEFAULT_PARSE_FRONT_MATTER({ fileContent, filePath })).rejects.toThrow('missed comma');
    // gray-matter cached the text before parsing it: the second parse returns no front matter.
    await expect(DEFAULT_PARSE_FRONT_MATTER({ fileContent, filePath })).resolves.toMatchObject({ frontMatter: {} });
    await expect(parse()).rejects.toThrow(message);
    await expect(parse()).rejects.toThrow(message);
  });
});
