import { useSyncExternalStore } from 'react';

/**
 * Below 997 px (Docusaurus's mobile breakpoint, where the navbar's button opens the assistant) the
 * open assistant is a sheet over the whole window: the widget's own full-screen mode.
 */
export const SMALL_SCREEN = '(max-width: 996px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is below the breakpoint now; false on the server. Follows resizes. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}
