import type { InlineCode, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { keepShortenedWhole } from '../../features/text/shortened';

/**
 * Inline code that shows a shortened token (`4UWIqOKJ…8PJNkg==`) stays on one line: the page gets
 * a word joiner after the ellipsis (src/features/text/shortened.ts), the source stays as written.
 */
export default function shortenedTokens() {
  return (tree: Root): void => {
    visit(tree, 'inlineCode', (node: InlineCode) => {
      node.value = keepShortenedWhole(node.value);
    });
  };
}
