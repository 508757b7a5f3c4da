/**
 * Docusaurus's links preload a route's code when the pointer enters or a finger touches them
 * (`window.docusaurus.preload`) and leave the promise unhandled: when the download fails (offline,
 * or a deploy replaced the chunks) every hovered link adds an unhandled rejection. The navigation
 * itself handles the failure (a warning and one reload), so a failed preload is only logged here.
 * The global is wrapped through ./docusaurusGlobal.ts, on the first route update that finds it.
 */
import { wrapOnFirstRouteUpdate } from './docusaurusGlobal';

export function handlePreloadFailures<T>(preload: (path: string) => false | Promise<T>): typeof preload {
  return (path) => {
    const result = preload(path);
    if (result instanceof Promise) {
      result.catch((error: unknown) => console.warn(`[docusaurus] Preloading ${path} failed.`, error));
    }
    return result;
  };
}

export const onRouteDidUpdate = wrapOnFirstRouteUpdate('preload', (preload) => handlePreloadFailures(preload));
