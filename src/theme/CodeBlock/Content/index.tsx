// Why: a code block is highlighted by React only where that shows something new, and without
// Prism wherever the build made its tokens. A block the server rendered keeps the server's tokens
// (React hydrates its lines without them, src/theme/CodeBlock/Line), in either colour mode, as the
// tokens' colours come from the stylesheet by their classes (src/plugins/code-token-colours):
// /efr/api's examples neither load nor run Prism when the app starts, and a colour-mode switch
// draws no line again. A block that arrived with a client-side navigation (drawn as plain text
// meanwhile) is highlighted when it comes near the viewport
// (src/features/code-blocks/useHighlightWhenNear.ts): from the tokens it carries, made at build time
// (src/plugins/code-tokens), or, for a block without them, by Prism, loaded then
// (src/features/code-blocks/loadHighlighter.ts). Replacement of @docusaurus/theme-classic 3.10
// `CodeBlock/Content`: upstream's <pre> and <code>, the same elements in every drawing (focus,
// scroll and word wrap stay); only the lines inside change (src/components/CodeLines).
import { useCallback, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import PlainCodeLines, { type CodeLinesProps } from '@site/src/components/CodeLines';
import { useHighlightWhenNear } from '@site/src/features/code-blocks/useHighlightWhenNear';
import { ServedLinesProvider } from '@site/src/features/code-blocks/servedLines';
import { highlighterReady, useHighlighter } from '@site/src/features/code-blocks/loadHighlighter';
import { usePrebuiltTokensText } from '@site/src/features/code-blocks/prebuiltTokens';
import { decodeTokens } from '@site/src/features/code-blocks/tokenCodec';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** Prism's lines, once it is loaded (they suspend until then); plain if it cannot be. */
function HighlightedLines(props: CodeLinesProps): ReactNode {
  const PrismCodeLines = useHighlighter();
  // eslint-disable-next-line react-hooks/static-components -- not made here: Prism's module, loaded once, the same at every render
  return PrismCodeLines ? <PrismCodeLines {...props} /> : <PlainCodeLines {...props} />;
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  // The lines' colours come from the stylesheet (src/plugins/code-token-colours): they are drawn with
  // the light theme whatever the colour mode (the theme only gives the inline colours they leave out),
  // and nothing here depends on the colour mode, so a switch draws nothing again.
  const linesTheme = useThemeConfig().prism.theme;
  const tokensText = usePrebuiltTokensText();
  const { code } = metadata;
  // Whether the highlighted drawing renders without waiting (printing needs to know): it does with
  // build-time tokens that fit the code, or once Prism is loaded.
  const ready = useCallback(
    () => (tokensText !== undefined && decodeTokens(code, tokensText) !== undefined) || highlighterReady(),
    [tokensText, code],
  );
  const drawing = useHighlightWhenNear(codeBlockRef, { ready });
  const { lineNumbersStart } = metadata;
  // The same element while its inputs are: the render that follows hydration (the hook's
  // hydration snapshot changing) then stops here instead of drawing every line again.
  const lines = useMemo(() => {
    if (drawing !== 'highlighted') return <PlainCodeLines metadata={metadata} theme={linesTheme} />;
    // Tokens made for another code (a magic comment took a line out) are not used.
    const tokens = tokensText === undefined ? undefined : decodeTokens(metadata.code, tokensText);
    return tokens ? (
      <PlainCodeLines metadata={metadata} theme={linesTheme} tokens={tokens} />
    ) : (
      <HighlightedLines metadata={metadata} theme={linesTheme} />
    );
  }, [drawing, metadata, linesTheme, tokensText]);
  return (
    <pre
      ref={codeBlockRef}
      // Upstream's: the block scrolls sideways, so a keyboard reaches it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // What prism-react-renderer's Highlight gives its <pre>: the language's class.
      className={clsx(
        className,
        `prism-code language-${metadata.language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      // Its colours come from the stylesheet, by colour mode (src/plugins/code-token-colours).
    >
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{ counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}` }}
      >
        <ServedLinesProvider value={drawing === 'served'}>{lines}</ServedLinesProvider>
      </code>
    </pre>
  );
}
