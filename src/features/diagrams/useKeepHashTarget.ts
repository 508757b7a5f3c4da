import { useEffect, type RefObject } from 'react';

/** Whether the reader has scrolled or pressed a key since the page loaded: then nothing is moved for them. */
let readerMoved = false;
const moved = () => {
  readerMoved = true;
};

/** The element the address's hash names, if the page has one. */
function hashTarget(): HTMLElement | null {
  if (!location.hash) return null;
  try {
    return document.getElementById(decodeURIComponent(location.hash.slice(1)));
  } catch {
    return null; // a malformed escape in the hash names nothing
  }
}

/**
 * Keeps the element of the address's hash in view while `frame` above it grows. A diagram is drawn
 * on the client (Mermaid) from an empty box to its full height; when that happens above the element
 * a link scrolled to (on /efr/api#result-codes: 933 px, while the smooth scroll passed the diagram),
 * the element left the screen. Until the reader scrolls or types, the element is scrolled back.
 */
export function useKeepHashTarget(frame: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined' || readerMoved) return undefined;
    for (const type of ['wheel', 'touchmove', 'keydown']) addEventListener(type, moved, { once: true, passive: true });
    let height = element.offsetHeight;
    const observer = new ResizeObserver(() => {
      const grown = element.offsetHeight > height;
      height = element.offsetHeight;
      const target = hashTarget();
      if (!grown || readerMoved || !target) return;
      if (element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
        target.scrollIntoView({ behavior: 'instant', block: 'start' });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
}
