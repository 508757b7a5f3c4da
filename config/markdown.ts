import path from 'node:path';
import type { Config } from '@docusaurus/types';
import { load as loadYaml, YAMLException } from 'js-yaml';
import { countryCodes } from '../src/data/countries/types';
import { replaceStatusTokens } from '../src/data/countries/statusDate';
import { brand, replaceBrandTokens as replaceTokens } from './brand';
import { strictLinks } from './env';

/**
 * Replaces the tokens of WRITING_GUIDE.md: the `%%key%%` brand tokens with the values of
 * config/brand.ts, and the `%%statusDate:XX%%` tokens with the month of a country's status date
 * (src/data/countries/statusDate.ts). An unknown token is an error, so a typo cannot reach a page.
 */
export function replaceBrandTokens(text: string, filePath = '<text>'): string {
  const where = (source: string, offset: number) => {
    const before = source.slice(0, offset).split('\n');
    return `${filePath}:${before.length}:${before.at(-1)!.length + 1}`;
  };
  const branded = replaceTokens(text, (token, offset) => {
    throw new Error(
      `Unknown brand token ${token} at ${where(text, offset)}. Known tokens: ${Object.keys(brand)
        .map((name) => `%%${name}%%`)
        .join(', ')} (config/brand.ts).`,
    );
  });
  return replaceStatusTokens(branded, (token, offset) => {
    throw new Error(
      `Unknown status date token ${token} at ${where(branded, offset)}. Use %%statusDate:XX%% with XX one of ` +
        `${countryCodes.join(', ')}, or %%statusDate:all%% (src/data/countries).`,
    );
  });
}

/**
 * Throws, naming file and line, when the front matter is not valid YAML; on every parse. Docusaurus's
 * parser (gray-matter) caches a text before parsing it, so once it has thrown, the same text parses
 * as empty front matter: the dev server then rebuilt the page without its title and the browser kept
 * the old page, or showed an unrelated error. The same YAML parser, js-yaml, so the same verdict.
 */
export function checkFrontMatterYaml(text: string, filePath = '<text>'): void {
  // The block as gray-matter finds it: after a first line of "---", up to the next line starting "---".
  const firstBreak = text.indexOf('\n');
  if (!text.startsWith('---') || firstBreak === -1 || text.slice(3, firstBreak).trim() !== '') return;
  const body = text.slice(firstBreak + 1);
  const close = `\n${body}`.indexOf('\n---');
  const block = close === -1 ? body : body.slice(0, close);
  try {
    loadYaml(block);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The block starts on the file's second line; js-yaml counts from 0.
    const where = `${path.relative(process.cwd(), filePath)}:${error.mark.line + 2}:${error.mark.column + 1}`;
    throw new Error(
      `Front matter at ${where} is not valid YAML: ${error.reason}. Fix it between the two --- lines; put a value in quotes when it contains ": " or " #", or starts with [, {, *, &, ! or a quote.`,
    );
  }
}

/**
 * Two hooks, one substitution: `parseFrontMatter` feeds page metadata (title, description, slug),
 * `preprocessor` feeds the MDX compiler (prose, headings, links, code blocks).
 */
export const markdown = {
  format: 'mdx',
  mermaid: true,
  hooks: {
    onBrokenMarkdownLinks: strictLinks ? 'throw' : 'warn',
    onBrokenMarkdownImages: strictLinks ? 'throw' : 'warn',
  },
  preprocessor: ({ fileContent, filePath }) => replaceBrandTokens(fileContent, filePath),
  parseFrontMatter: async ({ fileContent, filePath, defaultParseFrontMatter }) => {
    const text = replaceBrandTokens(fileContent, filePath);
    checkFrontMatterYaml(text, filePath);
    return defaultParseFrontMatter({ filePath, fileContent: text });
  },
} satisfies Config['markdown'];
