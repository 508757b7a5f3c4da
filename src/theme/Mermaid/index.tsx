// Why: a diagram costs the library (about 145 kB gz of script) and a layout pass to draw; most sit
// below the fold. A diagram shrunk to the column's width has unreadable labels on phones, and one
// drawn after the page has painted pushes the text below it down. And the stock component breaks
// the redrawing in the other colour mode under React 19: it hands its SVG to React through
// dangerouslySetInnerHTML, which React 19 writes again on every re-render of the component. Mermaid
// redraws under the same id and first removes the SVG of that id from the page; a re-render while
// it draws (the colour mode's, or the frame's own when the SVG goes) puts the old SVG back, Mermaid
// then lays out into the wrong element ("translate(undefined, NaN)" in the console) and the diagram
// is gone until the next switch.
// Eject: the same parts as the stock component (@docusaurus/theme-mermaid 3.10 `Mermaid`: the
// public `useMermaidRenderResult` hook, its container class and error boundary), except that the
// drawing is written into the container only when Mermaid hands over a new one. The frame
// (src/components/Diagram) draws it once its place comes near the viewport, holds the estimated
// size until then, keeps its labels legible, scrolls sideways and opens a wide diagram full size.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Props } from '@theme/Mermaid';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback } from '@docusaurus/theme-common';
import { MermaidContainerClassName, useMermaidRenderResult } from '@docusaurus/theme-mermaid/client';
import Diagram from '@site/src/components/Diagram';
import styles from './styles.module.css';

/** Mermaid's drawing of `text` in the colour mode's theme, written once per drawing. */
function Drawing({ text }: { text: string }): ReactNode {
  const result = useMermaidRenderResult({ text });
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element || !result) return;
    element.innerHTML = result.svg;
    result.bindFunctions?.(element);
  }, [result]);
  if (!result) return null;
  return <div ref={container} className={`${MermaidContainerClassName} ${styles.container}`} />;
}

function draw(text: string): ReactNode {
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <Drawing text={text} />
    </ErrorBoundary>
  );
}

export default function Mermaid({ value }: Props): ReactNode {
  return <Diagram source={value} draw={() => draw(value)} />;
}
