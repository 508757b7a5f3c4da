import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { checkImports } from './imports';

/**
 * Authoring mistakes that every other check lets through, reported by the MDX compiler at the place
 * the author looks: `npm start` shows the error overlay and `npm run build` stops, both naming the
 * file, line and column (a vfile message, as Docusaurus prints any MDX error), with the fix.
 * - a code block without a language, or with one the highlighter does not know (it would render
 *   as plain text without anyone noticing);
 * - a heading of punctuation only (its table-of-contents link becomes `href="#"`);
 * - a page without a title (no `title` in the front matter and no `# Heading`);
 * - an import of an `@site/…` or relative module that does not exist (a country's data not added
 *   yet): the bundler's own error gives a line of the compiled page and no hint of what to add.
 */
export interface ContentChecksOptions {
  /** Languages of code blocks: the highlighter's, plus those drawn by other means (mermaid). */
  languages: readonly string[];
  /** The site's folder, that `@site/` imports start from. */
  siteDir: string;
}

export default function contentChecks({ languages, siteDir }: ContentChecksOptions) {
  const known = new Set(languages);
  const list = [...known].sort().join(', ');
  return (tree: Root, file: VFile) => {
    checkImports(tree, file, siteDir);
    visit(tree, 'code', (node: Code) => {
      if (!node.lang) {
        file.fail(
          `Code block without a language. Name one after the opening fence (\`\`\`json, \`\`\`http; \`\`\`text for plain text). Known: ${list}.`,
          node,
          'content-checks:code-language',
        );
      }
      if (!known.has(node.lang)) {
        file.fail(
          `Code block in unknown language "${node.lang}". Use one of: ${list} (or add it to prism.additionalLanguages in config/theme.ts).`,
          node,
          'content-checks:code-language',
        );
      }
    });
    let hasH1 = false;
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth === 1) hasH1 = true;
      const text = toString(node);
      if (!/[\p{L}\p{N}]/u.test(text)) {
        file.fail(
          `Heading "${text}" has no letter or digit, so its link in the table of contents would be empty. Write words.`,
          node,
          'content-checks:heading-text',
        );
      }
    });
    const frontMatter = (file.data as { frontMatter?: { title?: unknown } }).frontMatter;
    if (frontMatter && !hasH1 && !(typeof frontMatter.title === 'string' && frontMatter.title.trim())) {
      file.fail(
        'Page without a title. Add `title:` to the front matter (or a `# Heading` at the top).',
        { line: 1, column: 1 },
        'content-checks:title',
      );
    }
  };
}
