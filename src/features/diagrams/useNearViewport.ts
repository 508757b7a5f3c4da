import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a diagram starts drawing: about a screen of scrolling ahead. */
const drawAhead = '100% 0px';

/**
 * Whether `element` has come within a screen of the viewport (true from then on). A diagram costs
 * the Mermaid library (about 145 kB gz of script) and a layout pass to draw, and most sit below
 * the fold. Without IntersectionObserver: true at once.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
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
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}
