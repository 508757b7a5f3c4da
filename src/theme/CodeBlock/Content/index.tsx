// Why: a code block that arrives with a client-side navigation is drawn as plain text until it
// comes near the viewport (src/features/code-blocks/useHighlightWhenNear.ts); the "Next" tap to a
// page with long examples rendered one element per token of every block. Wrap of
// @docusaurus/theme-classic 3.10 `CodeBlock/Content`: the plain drawing is upstream's own, given
// a language without a grammar (one token per line), so lines, classes and word wrap stay the same.
import { useMemo, type ReactNode } from 'react';
import { CodeBlockContextProvider, useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { WrapperProps } from '@docusaurus/types';
import type ContentType from '@theme/CodeBlock/Content';
import Content from '@theme-original/CodeBlock/Content';
import { useHighlightWhenNear } from '@site/src/features/code-blocks/useHighlightWhenNear';

/** A language Prism has no grammar for: each line is one plain token. */
const PLAIN = 'text';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const highlighted = useHighlightWhenNear(wordWrap.codeBlockRef);
  const shown = useMemo(() => (highlighted ? metadata : { ...metadata, language: PLAIN }), [highlighted, metadata]);
  return (
    <CodeBlockContextProvider metadata={shown} wordWrap={wordWrap}>
      <Content {...props} />
    </CodeBlockContextProvider>
  );
}
