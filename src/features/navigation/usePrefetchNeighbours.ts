/**
 * The pages before and after a doc page are the likeliest next reads: their code is prefetched
 * once the app runs, at idle (window.docusaurus.prefetch, queued by src/clientModules/idlePrefetch.ts),
 * so a tap on "Next" does not wait for it. Docusaurus prefetches a link only when it comes into view;
 * a reader who reaches "Next" in one fling, or by the End key, tapped before that prefetch had run:
 * "Next" → title on a phone at 4× CPU 348 → 321 ms against the same build without it, 309 vs 300 ms
 * beside vanilla Docusaurus (medians of 11; vanilla's closed phone menu touches the viewport and so
 * prefetches every page it links to on each load; src/plugins/app-start/README.md). Two pages' code
 * per page view, fetched while the browser is idle.
 */
import { useEffect } from 'react';
import { docusaurusGlobal } from '@site/src/clientModules/docusaurusGlobal';

export function usePrefetchNeighbours(next: string | undefined, previous: string | undefined): void {
  useEffect(() => {
    const prefetch = docusaurusGlobal()?.prefetch;
    for (const path of [next, previous]) {
      if (!path || !prefetch) continue;
      // A failed prefetch costs nothing but the prefetch: the navigation loads the code itself.
      const result = prefetch(path);
      if (result instanceof Promise) result.catch(() => undefined);
    }
  }, [next, previous]);
}
