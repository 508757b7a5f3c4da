// Why: upstream's word-wrap hook forces a layout of the page per code block whenever a tab panel
// is shown, and re-renders the block's lines, inside the tap that switched the tab (a code tab on
// /efr/api waited about 60 ms for it on a phone). Replacement (the hook is not a prop) of
// @docusaurus/theme-classic 3.10 `CodeBlock/Content/String`, line for line but for the hook:
// `useCodeWordWrap` of src/features/code-blocks, which measures when the browser has laid out; and
// the block's build-time tokens (`data-tokens`, src/plugins/code-tokens) handed to its lines.
import type { ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { useCodeWordWrap } from '@site/src/features/code-blocks/useCodeWordWrap';
import { PrebuiltTokensProvider } from '@site/src/features/code-blocks/prebuiltTokens';

function useCodeBlockMetadata(props: Props) {
  const { prism } = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

/** The block's build-time tokens (src/plugins/code-tokens), which MDX passes on as a property. */
const tokensText = (props: Props) => (props as { 'data-tokens'?: unknown })['data-tokens'];

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  const tokens = tokensText(props);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <PrebuiltTokensProvider value={typeof tokens === 'string' ? tokens : undefined}>
        <CodeBlockLayout />
      </PrebuiltTokensProvider>
    </CodeBlockContextProvider>
  );
}
