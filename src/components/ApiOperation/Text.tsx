import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Inline, Paragraphs } from './types';

function InlineText({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'link':
        return (
          <Link key={index} to={node.url}>
            <InlineText nodes={node.children} />
          </Link>
        );
      case 'strong':
        return (
          <strong key={index}>
            <InlineText nodes={node.children} />
          </strong>
        );
      case 'emphasis':
        return (
          <em key={index}>
            <InlineText nodes={node.children} />
          </em>
        );
    }
  });
}

/**
 * A description of the OpenAPI document, parsed at build time (src/plugins/openapi-reference):
 * paragraphs, or inline only where it is one paragraph in a table cell (`inline`).
 */
export default function Text({ text, inline = false }: { text: Paragraphs; inline?: boolean }): ReactNode {
  if (inline && text.length <= 1) return <InlineText nodes={text[0] ?? []} />;
  return text.map((paragraph, index) => (
    <p key={index}>
      <InlineText nodes={paragraph} />
    </p>
  ));
}
