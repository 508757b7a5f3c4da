// The lines of a code block, as upstream's CodeBlock/Content (@docusaurus/theme-classic 3.10) draws
// them inside its <code>, from a highlighter's render props: prism-react-renderer's `Highlight`
// (src/features/code-blocks/highlighter.tsx, loaded on demand) or usePlainHighlight, which makes
// the same lines without Prism, each one plain token. src/theme/CodeBlock/Content swaps one for
// the other inside the same <pre> and <code>.
import type { ReactNode } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import { usePlainHighlight, type PlainHighlight } from '@site/src/features/code-blocks/plainHighlight';

export interface CodeLinesProps {
  metadata: CodeBlockMetadata;
  /** The Prism theme of the colour mode shown. */
  theme: PrismTheme;
}

/** Upstream's loop over a highlighter's lines. */
export function drawLines(
  { tokens, getLineProps, getTokenProps }: Omit<PlainHighlight, 'className' | 'style'>,
  { lineClassNames, lineNumbersStart }: CodeBlockMetadata,
): ReactNode {
  return tokens.map((line, i) => (
    <Line
      // Lines have no identity but their place, as upstream's.
      key={i}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={lineClassNames[i]}
      showLineNumbers={lineNumbersStart !== undefined}
    />
  ));
}

/** The lines without Prism: a block whose served tokens are kept (src/theme/CodeBlock/Line), or a plain one. */
export default function PlainCodeLines({ metadata, theme }: CodeLinesProps): ReactNode {
  return drawLines(usePlainHighlight({ theme, code: metadata.code, language: metadata.language }), metadata);
}
