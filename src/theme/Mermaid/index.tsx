// Why: a diagram costs the library (about 145 kB gz of script) and a layout pass to draw; most sit
// below the fold. A diagram shrunk to the column's width has unreadable labels on phones, and one
// drawn after the page has painted pushes the text below it down.
// Wrap: the stock component draws the diagram once its place comes near the viewport, inside a
// frame (src/components/Diagram) that holds the diagram's estimated size until then, keeps its
// labels legible, scrolls sideways and opens a wide diagram full size (drawn again by the stock
// component). Tracks @docusaurus/theme-mermaid 3.10 `Mermaid`.
import type { Props } from '@theme/Mermaid';
import OriginalMermaid from '@theme-original/Mermaid';
import Diagram from '@site/src/components/Diagram';

export default function Mermaid(props: Props): React.ReactElement {
  return <Diagram source={props.value} draw={() => <OriginalMermaid {...props} />} />;
}
