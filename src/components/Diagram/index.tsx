import { useRef, type ReactNode } from 'react';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';
import ScrollRegion from '@site/src/components/ScrollRegion';
import { useKeepHashTarget } from '@site/src/features/diagrams/useKeepHashTarget';
import { useLegibleDiagram } from '@site/src/features/diagrams/useLegibleDiagram';
import styles from './styles.module.css';

const diagramSvg = `.${MermaidContainerClassName} > svg`;

/**
 * The frame of a Mermaid diagram: the diagram shrinks with the column only as far as its labels
 * stay legible (src/features/diagrams), and the frame then scrolls sideways, with the scroll cue
 * and keyboard access of every wide table (ScrollRegion).
 */
export default function Diagram({ children }: { children: ReactNode }): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  useLegibleDiagram(frame, diagramSvg);
  useKeepHashTarget(frame);
  return (
    <div ref={frame} className={styles.diagram} data-diagram="frame">
      <ScrollRegion>{children}</ScrollRegion>
    </div>
  );
}
