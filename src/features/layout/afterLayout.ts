/**
 * Measures elements after the browser has laid them out, all together: one ResizeObserver for every
 * scroll region and code block of the page, whose callback runs each one's reads first and then
 * their writes.
 * Measured in its own effect, each region forced a layout of the page, and the marks it wrote made
 * the next region's reads lay the page out again: on /efr/api, with its dozens of tables, a large
 * share of the app's start-up work on a phone. A ResizeObserver reports each element once when it
 * is first observed (with the layout the browser made anyway), and again when its size changes.
 */

import { startTransition } from 'react';

/** Reads an element's layout and returns what to write from it. */
export type Measure = () => () => void;

const measures = new Map<Element, Measure>();
let observer: ResizeObserver | undefined;

function measureAll(entries: readonly ResizeObserverEntry[]): void {
  const due = new Set<Measure>();
  for (const entry of entries) {
    const measure = measures.get(entry.target);
    if (measure) due.add(measure);
  }
  const writes = Array.from(due, (measure) => measure());
  // The callback runs before the frame is painted; the writes (and the layout they call for) wait
  // for the task after it, so a page shown by a tap is not held back by its tables' marks. Their
  // state updates render as a transition, which yields to input: on /efr/api dozens of regions are
  // named at once, a render that otherwise held a phone's main thread for one long task.
  setTimeout(() => {
    startTransition(() => {
      for (const write of writes) write();
    });
  }, 0);
}

/**
 * Calls `measure` once `elements` have been laid out and whenever one of them changes size; for
 * each set of changes, every due measure reads before any writes, and the writes run once the
 * frame has been painted. Returns a function that stops
 * watching them. Null without ResizeObserver (the caller measures at once instead).
 */
export function watchLayout(elements: readonly Element[], measure: Measure): (() => void) | null {
  if (typeof ResizeObserver === 'undefined') return null;
  observer ??= new ResizeObserver(measureAll);
  for (const element of elements) {
    measures.set(element, measure);
    observer.observe(element);
  }
  return () => {
    for (const element of elements) {
      if (measures.get(element) !== measure) continue;
      measures.delete(element);
      observer?.unobserve(element);
    }
  };
}
