import { useMemo, useRef, type ReactNode } from 'react';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';
import ScrollRegion from '@site/src/components/ScrollRegion';
import { DRAWN_LABEL_PX, estimateDiagramSize } from '@site/src/features/diagrams/estimateSize';
import { legibleWidth } from '@site/src/features/diagrams/legibleWidth';
import { useKeepHashTarget } from '@site/src/features/diagrams/useKeepHashTarget';
import { useLegibleDiagram } from '@site/src/features/diagrams/useLegibleDiagram';
import { useNearViewport } from '@site/src/features/diagrams/useNearViewport';
import { useWiderThanColumn } from '@site/src/features/diagrams/useWiderThanColumn';
import FullSize from './FullSize';
import styles from './styles.module.css';

const diagramSvg = `.${MermaidContainerClassName} > svg`;

interface Props {
  /** The diagram's Mermaid source, from which the room it will take is estimated. */
  source: string;
  /** Draws the diagram (the stock Mermaid component): in the page once it comes near, and full size. */
  draw: () => ReactNode;
}

/**
 * Holds the place of a diagram not drawn yet: an empty SVG of the estimated size, laid out as
 * Mermaid lays out its own (as wide as the column up to its natural width, never narrower than
 * its labels allow), so the text below stays where it is when the diagram appears. Hidden by CSS
 * once the drawing is there.
 */
function Reserve({ source }: { source: string }): ReactNode {
  const size = useMemo(() => estimateDiagramSize(source), [source]);
  if (!size) return null;
  return (
    <div className={styles.reserve} aria-hidden="true" data-diagram-reserve="">
      <svg
        viewBox={`0 0 ${size.width} ${size.height}`}
        width="100%"
        style={{ maxWidth: size.width, minWidth: legibleWidth(size.width, DRAWN_LABEL_PX) }}
        focusable="false"
      />
    </div>
  );
}

/**
 * The frame of a Mermaid diagram. Mermaid draws on the client, once the diagram comes near the
 * viewport; until then its estimated size is held. Drawn, the diagram shrinks with the column
 * only as far as its labels stay legible (src/features/diagrams), and the frame then scrolls
 * sideways, with the scroll cue and keyboard access of every wide table (ScrollRegion). A diagram
 * wider than the column can be opened full size in a dialog.
 */
export default function Diagram({ source, draw }: Props): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const wider = useWiderThanColumn(frame, diagramSvg);
  useLegibleDiagram(frame, diagramSvg);
  useKeepHashTarget(frame);
  return (
    <div ref={frame} className={styles.diagram} data-diagram={near ? 'frame' : 'waiting'}>
      <ScrollRegion className={styles.region}>
        {near && draw()}
        <Reserve source={source} />
      </ScrollRegion>
      <div className={styles.actions}>{wider && <FullSize frame={frame} size={wider} draw={draw} />}</div>
    </div>
  );
}
