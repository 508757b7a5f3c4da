import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { encodeTokens } from '../../features/code-blocks/tokenCodec';
import { tokenLines } from './tokenize';
import { themeConfig } from '../../../config/theme';

/** The language a code block without one is drawn in: Docusaurus's, `prism.defaultLanguage` or text. */
const DEFAULT_LANGUAGE = (themeConfig.prism as { defaultLanguage?: string }).defaultLanguage ?? 'text';

/** The build-time tokens of a block of `code` in `language` (see README.md). */
export function codeTokens(code: string, language = DEFAULT_LANGUAGE): string {
  return encodeTokens(tokenLines(code, language));
}

/**
 * Remark plugin: every fenced code block of a page carries its Prism tokens as a `data-tokens`
 * property, which MDX hands to the CodeBlock component (src/theme/CodeBlock). Runs after every
 * plugin that changes a block's code (src/plugins/json-format).
 */
export default function codeTokensPlugin() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid') return; // drawn as a diagram, not as code
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataTokens: codeTokens(node.value, node.lang ?? undefined) };
    });
  };
}
