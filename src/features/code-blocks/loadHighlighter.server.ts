// The server's twin of ./loadHighlighter.ts, which src/plugins/prism-on-demand puts in its place
// in the server's bundle: the server renders every code block highlighted, in one pass that must
// not wait (a suspended part would reach the HTML as a template and an inline script), so it has
// Prism at once.
import type { Highlighter } from './loadHighlighter';
import Highlighted from './highlighter';

export type { Highlighter };

export function loadHighlighter(): Promise<Highlighter | null> {
  return Promise.resolve(Highlighted);
}

export function highlighterReady(): boolean {
  return true;
}

export function useHighlighter(): Highlighter | null {
  return Highlighted;
}
