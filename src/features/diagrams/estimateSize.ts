import { flowchartSize } from './flowchartSize';
import { sequenceSize } from './sequenceSize';
import type { DiagramSize } from './textLines';

export type { DiagramSize } from './textLines';

/** The size Mermaid draws its smallest labels at, with this site's settings (16 px, its default). */
export const DRAWN_LABEL_PX = 16;

/**
 * The size a Mermaid diagram will have once drawn, estimated from its source, so that its place
 * can be held before Mermaid (loaded and run on the client) has drawn it and the text below does
 * not jump (layout shift). Sequence diagrams and flowcharts, the kinds the docs use; null for any
 * other kind, whose place is then not held.
 */
export function estimateDiagramSize(source: string): DiagramSize | null {
  const lines = source
    .replace(/^---\n[\s\S]*?\n---\n/, '') // front matter (title, config)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('%%'));
  const [header = '', ...statements] = lines;
  if (/^sequenceDiagram\b/.test(header)) return sequenceSize(statements);
  if (/^(flowchart|graph)\b/.test(header)) return flowchartSize(header, statements);
  return null;
}
