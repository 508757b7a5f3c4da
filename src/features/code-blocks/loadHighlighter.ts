import { use, type ComponentType } from 'react';
import type { CodeLinesProps } from '@site/src/components/CodeLines';

/**
 * Loads Prism (./highlighter.tsx) in the browser once, on first need: a code block to be
 * highlighted (src/features/code-blocks/useHighlightWhenNear.ts). Until then no page evaluates
 * Prism: served blocks keep the server's tokens, others are drawn plain (src/components/CodeLines).
 * The server's bundle has ./loadHighlighter.server.ts instead (src/plugins/prism-on-demand).
 */
/** Prism's drawing of a code block's lines (./highlighter.tsx). */
export type Highlighter = ComponentType<CodeLinesProps>;

export interface HighlighterLoader<Drawing = Highlighter> {
  /**
   * Prism's drawing of a block's lines; null when the download failed (offline, a newer
   * deployment), until the page is loaded again (the same promise each time: a block waiting on
   * a new one at every render would never stop).
   */
  load: () => Promise<Drawing | null>;
  /** Whether Prism is loaded: useHighlighter then returns without waiting. */
  ready: () => boolean;
  /**
   * Prism's drawing, for a component's render. It suspends until Prism is loaded: switch
   * to it in a transition, which keeps the drawing shown meanwhile (useHighlightWhenNear does). No
   * Suspense boundary: the server's HTML would then hold it (a large one as a template and an
   * inline script, which the site's CSP refuses).
   */
  useHighlighter: () => Drawing | null;
}

/** A loader of the module `importModule` imports (a test's stand-in, or Prism's chunk below). */
export function highlighterLoader<Drawing = Highlighter>(
  importModule: () => Promise<{ default: Drawing }>,
): HighlighterLoader<Drawing> {
  let loaded: Drawing | undefined;
  let loading: Promise<Drawing | null> | undefined;
  const load = () => {
    loading ??= importModule().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        console.warn('[code blocks] Prism could not be loaded; code stays plain.', error);
        return null;
      },
    );
    return loading;
  };
  return {
    load,
    ready: () => loaded !== undefined,
    useHighlighter: () => loaded ?? use(load()),
  };
}

export const {
  load: loadHighlighter,
  ready: highlighterReady,
  useHighlighter,
} = highlighterLoader(() => import('./highlighter'));
