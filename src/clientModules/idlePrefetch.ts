/**
 * Docusaurus's links prefetch the code of the page they link to as soon as they come into view
 * (`window.docusaurus.prefetch`, from an IntersectionObserver): a route match and one `<link>` per
 * chunk, about 7 ms a page on a phone (4× CPU: 20–25 ms), every link in view in the same task.
 * Opening the phone menu brings 32 links into view at once, about 230 ms of work in the task after
 * the tap, which the reader's next tap (the colour-mode switch in the menu) waited for; scrolling to
 * the end of a page brings the "Next" and "Previous" links into view (the footer's links do not
 * prefetch: src/theme/Footer/LinkItem). Here the prefetches
 * queue and run while the browser is idle, in slices of about one page, so that a tap that comes
 * meanwhile waits for one prefetch at most (a whole idle period, up to 50 ms, held it for up to
 * 55 ms), and not at all while the reader's navigation to another page is loading and rendering
 * it. The work is the same; it no longer stands in the way of a tap. The global is wrapped through
 * ./docusaurusGlobal.ts, as ./preloadErrors.ts does.
 */
import { wrapOnFirstRouteUpdate } from './docusaurusGlobal';

/** Docusaurus's prefetch: false when it fetches nothing (already fetched, or a slow connection). */
type Prefetch<T> = (path: string) => false | T;

/** What runs queued work: the browser's idle callback, or a short timer where there is none. */
export type Scheduler = (run: (deadline: { timeRemaining: () => number }) => void) => void;

/** The queued prefetch, which can be held (while a navigation is under way) and let go again. */
export type QueuedPrefetch<T> = Prefetch<T> & { pause: () => void; resume: () => void };

/** Below this many milliseconds left in an idle period, the next prefetch waits for the next one. */
const MIN_IDLE_MS = 4;
/** Past this many milliseconds of prefetching in one idle callback, the rest waits for the next. */
const SLICE_MS = 8;
/** A busy page still prefetches after this long (the idle callback's timeout). */
const MAX_WAIT_MS = 2000;
/**
 * A pause ends after this long even when no render reports that the navigation is over: a
 * navigation that never completes (none is known; a failed one reloads the page) must not stop
 * prefetching for the rest of the visit.
 */
export const MAX_PAUSE_MS = 10_000;

/** Runs `run` after `ms` milliseconds; returns what cancels it. */
export type Timer = (run: () => void, ms: number) => () => void;

const timer: Timer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

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

/**
 * `prefetch`, queued for idle time: it returns false, as nothing is fetched yet (links ignore it).
 * `pause` holds the queue until `resume`, or MAX_PAUSE_MS at most.
 */
export function idlePrefetch<T>(
  prefetch: Prefetch<T>,
  schedule: Scheduler = idleScheduler,
  now: () => number = () => performance.now(),
  later: Timer = timer,
): QueuedPrefetch<T> {
  const queue = new Set<string>();
  let scheduled = false;
  let paused = false;
  let cancelLimit: (() => void) | undefined;
  const scheduleRun = () => {
    if (scheduled || paused || queue.size === 0) return;
    scheduled = true;
    schedule(run);
  };
  function run(deadline: { timeRemaining: () => number }): void {
    scheduled = false;
    if (paused) return;
    const start = now();
    // At least one each time, so a page that is never idle (the timeout fired) still moves on.
    let first = true;
    for (const path of queue) {
      if (!first && (deadline.timeRemaining() < MIN_IDLE_MS || now() - start >= SLICE_MS)) break;
      first = false;
      queue.delete(path);
      prefetch(path);
    }
    scheduleRun();
  }
  const queued = (path: string): false => {
    queue.add(path);
    scheduleRun();
    return false;
  };
  const resume = () => {
    cancelLimit?.();
    cancelLimit = undefined;
    paused = false;
    scheduleRun();
  };
  return Object.assign(queued, {
    pause: () => {
      paused = true;
      cancelLimit?.();
      cancelLimit = later(resume, MAX_PAUSE_MS);
    },
    resume,
  });
}

/** The wrapped global's queue, once the first route update has found the global. */
let queued: QueuedPrefetch<unknown> | undefined;

const wrapPrefetch = wrapOnFirstRouteUpdate('prefetch', (prefetch) => (queued = idlePrefetch(prefetch)));

/** A navigation has started: its page's code is loading, then rendering. */
export function onRouteUpdate(): void {
  queued?.pause();
}

/** The page (the first, or the one navigated to) has rendered. */
export function onRouteDidUpdate(): void {
  wrapPrefetch();
  queued?.resume();
}
