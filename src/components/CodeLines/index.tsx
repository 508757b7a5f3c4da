// The lines of a code block, as upstream's CodeBlock/Content (@docusaurus/theme-classic 3.10) draws
// them inside its <code>, from a highlighter's render props: prism-react-renderer's `Highlight`
// (src/features/code-blocks/highlighter.tsx, loaded on demand) or usePlainHighlight, which makes
// the same lines without Prism, each one plain token. src/theme/CodeBlock/Content swaps one for
// the other inside the same <pre> and <code>.
import type { CSSProperties, ReactNode } from 'react';
import type { PrismTheme, Token } from 'prism-react-renderer';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import { usePlainHighlight, type PlainHighlight } from '@site/src/features/code-blocks/plainHighlight';

export interface CodeLinesProps {
  metadata: CodeBlockMetadata;
  /** The Prism theme of the colour mode shown. */
  theme: PrismTheme;
}

/** Lines drawn without Prism: plain, or from the block's build-time tokens. */
export interface PlainCodeLinesProps extends CodeLinesProps {
  tokens?: Token[][];
}

type Highlighted = Omit<PlainHighlight, 'className' | 'style'>;

/**
 * Props without the theme's colours, which come from the stylesheet by the tokens' classes
 * (src/plugins/code-token-colours), so a block keeps its tokens when the colour mode changes. An
 * empty token keeps `display: inline-block`, which holds the height of an empty line.
 */
function withoutColours<Input, Output extends { style?: CSSProperties }>(props: (input: Input) => Output) {
  return (input: Input): Output => {
    const { style, ...rest } = props(input);
    return (style?.display ? { ...rest, style: { display: style.display } } : rest) as Output;
  };
}

/** Upstream's loop over a highlighter's lines, with the colours left to the stylesheet. */
export function drawLines(
  { tokens, getLineProps, getTokenProps }: Highlighted,
  { lineClassNames, lineNumbersStart }: CodeBlockMetadata,
): ReactNode {
  const lineProps = withoutColours(getLineProps);
  const tokenProps = withoutColours(getTokenProps);
  return tokens.map((line, i) => (
    <Line
      // Lines have no identity but their place, as upstream's.
      key={i}
      line={line}
      getLineProps={lineProps}
      getTokenProps={tokenProps}
      classNames={lineClassNames[i]}
      showLineNumbers={lineNumbersStart !== undefined}
    />
  ));
}

/**
 * The lines without Prism: a block whose served tokens are kept (src/theme/CodeBlock/Line), a plain
 * one, or one drawn from its build-time tokens (`tokens`, src/plugins/code-tokens).
 */
export default function PlainCodeLines({ metadata, theme, tokens }: PlainCodeLinesProps): ReactNode {
  return drawLines(usePlainHighlight({ theme, code: metadata.code, language: metadata.language, tokens }), metadata);
}
