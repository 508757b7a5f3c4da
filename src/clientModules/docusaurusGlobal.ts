/**
 * Docusaurus's client global, `window.docusaurus`: the `prefetch` and `preload` of a route's code
 * that its links call (on coming into view, and on hover or touch). The one place that reads it;
 * the client modules ./idlePrefetch.ts and ./preloadErrors.ts wrap its functions through here.
 * Its shape is @docusaurus/module-type-aliases' `Window['docusaurus']`, declared as always there;
 * it is not: the server has no window, and in the browser Docusaurus's client entry sets it when
 * the app starts, after the client modules have loaded, so a client module finds it from its first
 * route update on (`onRouteDidUpdate`, which also runs on the first render).
 */
export type DocusaurusGlobal = Window['docusaurus'];

/** The global, or undefined where it is not set: on the server, and before the app has started. */
export function docusaurusGlobal(): DocusaurusGlobal | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { docusaurus?: DocusaurusGlobal }).docusaurus;
}

/**
 * Replaces one of the global's functions by `wrap(original)`, the other one kept; false, and
 * nothing changed, while the global is not set.
 */
export function wrapDocusaurusGlobal<K extends keyof DocusaurusGlobal>(
  key: K,
  wrap: (original: DocusaurusGlobal[K]) => DocusaurusGlobal[K],
): boolean {
  const current = docusaurusGlobal();
  if (!current) return false;
  window.docusaurus = { ...current, [key]: wrap(current[key]) };
  return true;
}

/**
 * A client module's `onRouteDidUpdate` that wraps one of the global's functions once: on the first
 * route update that finds the global set.
 */
export function wrapOnFirstRouteUpdate<K extends keyof DocusaurusGlobal>(
  key: K,
  wrap: (original: DocusaurusGlobal[K]) => DocusaurusGlobal[K],
): () => void {
  let wrapped = false;
  return () => {
    wrapped ||= wrapDocusaurusGlobal(key, wrap);
  };
}
