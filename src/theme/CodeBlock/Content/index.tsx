// Why: a code block is highlighted by React only where that shows something new. A block the
// server rendered keeps the server's tokens in the colour mode they were rendered in (React
// hydrates its lines without them, src/theme/CodeBlock/Line): /efr/api's examples no longer run
// Prism and hydrate one element per token when the app starts. A block in the other colour mode,
// or that arrived with a client-side navigation (drawn as plain text meanwhile), is highlighted when
// it comes near the viewport (src/features/code-blocks/useHighlightWhenNear.ts). Wrap of
// @docusaurus/theme-classic 3.10 `CodeBlock/Content`: the plain drawing is upstream's own, given a
// language without a grammar (one token per line), so lines, classes and word wrap stay the same.
import { useMemo, type ReactNode } from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { WrapperProps } from '@docusaurus/types';
import type ContentType from '@theme/CodeBlock/Content';
import Content from '@theme-original/CodeBlock/Content';
import { useHighlightWhenNear } from '@site/src/features/code-blocks/useHighlightWhenNear';
import { ServedLinesProvider } from '@site/src/features/code-blocks/servedLines';

/** A language Prism has no grammar for: each line is one plain token. */
const PLAIN = 'text';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const drawing = useHighlightWhenNear(wordWrap.codeBlockRef, {
    theme: usePrismTheme(),
    canKeepServed: metadata.lineNumbersStart === undefined,
  });
  const highlighted = drawing === 'highlighted';
  const shown = useMemo(() => (highlighted ? metadata : { ...metadata, language: PLAIN }), [highlighted, metadata]);
  // The same element while the props are: the render that follows hydration (the hook's hydration
  // snapshot changing) then stops here instead of drawing every line again.
  const content = useMemo(() => <Content {...props} />, [props]);
  return (
    <CodeBlockContextProvider metadata={shown} wordWrap={wordWrap}>
      <ServedLinesProvider value={drawing === 'served'}>{content}</ServedLinesProvider>
    </CodeBlockContextProvider>
  );
}
