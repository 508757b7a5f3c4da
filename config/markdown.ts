import type { Config } from '@docusaurus/types';
import { brand, type BrandKey } from './brand';
import { strictLinks } from './env';

const tokenPattern = /%%([A-Za-z]+)%%/g;

/**
 * Replaces the `%%key%%` brand tokens of WRITING_GUIDE.md with the values of config/brand.ts.
 * An unknown token is an error, so a typo cannot reach a page.
 */
export function replaceBrandTokens(text: string, filePath = '<text>'): string {
  return text.replace(tokenPattern, (token, key: string, offset: number) => {
    if (!Object.hasOwn(brand, key)) {
      const before = text.slice(0, offset).split('\n');
      const where = `${filePath}:${before.length}:${before.at(-1)!.length + 1}`;
      throw new Error(
        `Unknown brand token ${token} at ${where}. Known tokens: ${Object.keys(brand)
          .map((name) => `%%${name}%%`)
          .join(', ')} (config/brand.ts).`,
      );
    }
    return brand[key as BrandKey];
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
