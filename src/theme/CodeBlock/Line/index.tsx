// Why: a line of a code block the server rendered keeps the server's tokens while React hydrates
// it (src/theme/CodeBlock/Content, src/features/code-blocks/useHighlightWhenNear.ts): the line is
// hydrated as an element whose content React leaves alone (an empty dangerouslySetInnerHTML is
// neither compared nor written while hydrating), so Prism's tokens are not made again. Wrap of
// @docusaurus/theme-classic 3.10 `CodeBlock/Line`; any other line is upstream's. A served line's
// props are upstream's (with its class for line numbers, from upstream's CSS module).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type LineType from '@theme/CodeBlock/Line';
import type { WrapperProps } from '@docusaurus/types';
import Line from '@theme-original/CodeBlock/Line';
import { useServedLines } from '@site/src/features/code-blocks/servedLines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

const keepServed = { __html: '' };

export default function LineWrapper(props: WrapperProps<typeof LineType>): ReactNode {
  const served = useServedLines();
  if (!served) return <Line {...props} />;
  const lineProps = props.getLineProps({
    line: props.line,
    className: clsx(props.classNames, props.showLineNumbers && styles.codeLine),
  });
  return <div {...lineProps} dangerouslySetInnerHTML={keepServed} suppressHydrationWarning />;
}
