import type { Config } from '@docusaurus/types';
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
  parseFrontMatter: async ({ fileContent, filePath, defaultParseFrontMatter }) =>
    defaultParseFrontMatter({ filePath, fileContent: replaceBrandTokens(fileContent, filePath) }),
} satisfies Config['markdown'];
