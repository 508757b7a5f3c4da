/**
 * Docusaurus's links prefetch the code of the page they link to as soon as they come into view
 * (`window.docusaurus.prefetch`, from an IntersectionObserver): a route match and one `<link>` per
 * chunk, about 7 ms a page on a phone (4× CPU), every link in view in the same task. Opening the
 * phone menu brings 32 links into view at once, about 230 ms of work in the task after the tap,
 * which the reader's next tap (the colour-mode switch in the menu) waited for. Here the prefetches
 * queue and run one by one while the browser is idle. The work is the same; it no longer stands in
 * the way of a tap. The global is wrapped through ./docusaurusGlobal.ts, as ./preloadErrors.ts does.
 */
import { wrapOnFirstRouteUpdate } from './docusaurusGlobal';

/** Docusaurus's prefetch: false when it fetches nothing (already fetched, or a slow connection). */
type Prefetch<T> = (path: string) => false | T;

/** What runs queued work: the browser's idle callback, or a short timer where there is none. */
export type Scheduler = (run: (deadline: { timeRemaining: () => number }) => void) => void;

/** Below this many milliseconds left in an idle period, the next prefetch waits for the next one. */
const MIN_IDLE_MS = 4;
/** A busy page still prefetches after this long (the idle callback's timeout). */
const MAX_WAIT_MS = 2000;

const idleScheduler: Scheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: MAX_WAIT_MS });
  } else {
    // Safari has no idle callback: a timer, with the 5 ms a frame leaves after its own work.
    setTimeout(() => {
      const start = performance.now();
      run({ timeRemaining: () => Math.max(0, 5 - (performance.now() - start)) });
    }, 1);
  }
};

/** `prefetch`, queued for idle time: it returns false, as nothing is fetched yet (links ignore it). */
export function idlePrefetch<T>(prefetch: Prefetch<T>, schedule: Scheduler = idleScheduler): Prefetch<T> {
  const queue = new Set<string>();
  let scheduled = false;
  const run: Parameters<Scheduler>[0] = (deadline) => {
    scheduled = false;
    // At least one each time, so a page that is never idle (the timeout fired) still moves on.
    let first = true;
    for (const path of queue) {
      if (!first && deadline.timeRemaining() < MIN_IDLE_MS) break;
      first = false;
      queue.delete(path);
      prefetch(path);
    }
    if (queue.size > 0) {
      scheduled = true;
      schedule(run);
    }
  };
  return (path) => {
    queue.add(path);
    if (!scheduled) {
      scheduled = true;
      schedule(run);
    }
    return false;
  };
}

export const onRouteDidUpdate = wrapOnFirstRouteUpdate('prefetch', (prefetch) => idlePrefetch(prefetch));
