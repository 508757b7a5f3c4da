/**
 * Docusaurus's links preload a route's code when the pointer enters or a finger touches them
 * (`window.docusaurus.preload`) and leave the promise unhandled: when the download fails (offline,
 * or a deploy replaced the chunks) every hovered link adds an unhandled rejection. The navigation
 * itself handles the failure (a warning and one reload), so a failed preload is only logged here.
 * `window.docusaurus` is set once the app starts, after client modules load: it is wrapped on the
 * first route update.
 */
export function handlePreloadFailures<T>(preload: (path: string) => false | Promise<T>): typeof preload {
  return (path) => {
    const result = preload(path);
    if (result instanceof Promise) {
      result.catch((error: unknown) => console.warn(`[docusaurus] Preloading ${path} failed.`, error));
    }
    return result;
  };
}

let wrapped = false;

export function onRouteDidUpdate(): void {
  if (wrapped || typeof window === 'undefined' || !window.docusaurus) return;
  wrapped = true;
  window.docusaurus = { ...window.docusaurus, preload: handlePreloadFailures(window.docusaurus.preload) };
}
