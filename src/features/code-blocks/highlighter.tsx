/**
 * Prism, in a chunk of its own that ./loadHighlighter.ts loads in the browser when a code block is
 * to be highlighted (the server's bundle has it at once, ./loadHighlighter.server.ts):
 * prism-react-renderer with its languages, the site's extra languages
 * (themeConfig.prism.additionalLanguages) registered by theme-classic's own
 * `@theme/prism-include-languages` as its client module did at start (src/plugins/prism-on-demand
 * takes that module out), and the highlighted lines, drawn by prism-react-renderer's `Highlight`.
 */
import type { ReactNode } from 'react';
import { Highlight, Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { drawLines, type CodeLinesProps } from '@site/src/components/CodeLines';

// prism-react-renderer's Prism is the prismjs namespace this function is typed for (theme-classic's
// client module passes the same object).
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default function PrismCodeLines({ metadata, theme }: CodeLinesProps): ReactNode {
  return (
    <Highlight theme={theme} code={metadata.code} language={metadata.language}>
      {(highlighted) => drawLines(highlighted, metadata)}
    </Highlight>
  );
}
