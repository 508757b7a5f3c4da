import type { Nodes, PhrasingContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Inline, Paragraphs } from '../../components/ApiOperation/types';

const parser = unified().use(remarkParse);

function inline(nodes: readonly PhrasingContent[]): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case 'text':
        return [{ type: 'text', value: node.value }];
      case 'inlineCode':
        return [{ type: 'code', value: node.value }];
      case 'link':
        return [{ type: 'link', url: node.url, children: inline(node.children) }];
      case 'strong':
      case 'emphasis':
        return [{ type: node.type, children: inline(node.children) }];
      case 'break':
        return [{ type: 'text', value: ' ' }];
      default:
        // Anything else the descriptions do not use (HTML, images, footnotes) keeps its text only.
        if ('children' in node) return inline(node.children);
        return 'value' in node ? [{ type: 'text', value: node.value }] : [];
    }
  });
}

/**
 * A description of the OpenAPI document (CommonMark) as paragraphs of inline content: text, code,
 * links, strong and emphasis. Lists and headings become paragraphs of their text; the descriptions
 * are a few sentences, and a parser of their own on the page would cost every reader its bytes.
 */
export function paragraphs(markdown: string | undefined): Paragraphs {
  if (!markdown?.trim()) return [];
  const result: Paragraphs = [];
  const block = (node: Nodes): void => {
    if (node.type === 'paragraph' || node.type === 'heading') result.push(inline(node.children));
    else if (node.type === 'code') result.push([{ type: 'code', value: node.value }]);
    else if ('children' in node) node.children.forEach((child) => block(child as Nodes));
  };
  block(parser.parse(markdown));
  return result;
}
