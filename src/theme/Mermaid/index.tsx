// Why: a diagram costs the library (about 145 kB gz of script) and a layout pass to draw; most sit
// below the fold. And a diagram shrunk to the column's width has unreadable labels on phones.
// Wrap: the stock component draws the diagram once its place comes near the viewport (or at once
// where IntersectionObserver is missing), inside a frame that keeps its labels legible and scrolls
// sideways (src/components/Diagram); until then an empty box of the stock container's class holds
// the place, as the stock component renders nothing until drawn. Tracks @docusaurus/theme-mermaid
// 3.10 `Mermaid`.
import { useEffect, useRef, useState } from 'react';
import type { Props } from '@theme/Mermaid';
import OriginalMermaid from '@theme-original/Mermaid';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';
import Diagram from '@site/src/components/Diagram';

/** How far below the viewport a diagram starts drawing: about a screen of scrolling ahead. */
const drawAhead = '100% 0px';

export default function Mermaid(props: Props): React.ReactElement {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: drawAhead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) {
    return (
      <Diagram>
        <OriginalMermaid {...props} />
      </Diagram>
    );
  }
  return <div ref={placeholder} className={MermaidContainerClassName} data-diagram="waiting" />;
}
