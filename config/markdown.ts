import type { Config } from '@docusaurus/types';
import { brand, replaceBrandTokens as replaceTokens } from './brand';
import { strictLinks } from './env';

/**
 * Replaces the `%%key%%` brand tokens of WRITING_GUIDE.md with the values of config/brand.ts.
 * An unknown token is an error, so a typo cannot reach a page.
 */
export function replaceBrandTokens(text: string, filePath = '<text>'): string {
  return replaceTokens(text, (token, offset) => {
    const before = text.slice(0, offset).split('\n');
    const where = `${filePath}:${before.length}:${before.at(-1)!.length + 1}`;
    throw new Error(
      `Unknown brand token ${token} at ${where}. Known tokens: ${Object.keys(brand)
        .map((name) => `%%${name}%%`)
        .join(', ')} (config/brand.ts).`,
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
