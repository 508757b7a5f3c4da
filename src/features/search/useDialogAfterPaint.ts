import { startTransition, useEffect, useRef } from 'react';
import type { DialogModule } from './loadDialog';

/**
 * Asks for DocSearch's dialog once the frame that stands in for it has painted: its code is loaded
 * if it is not yet, and `onLoaded` gets it inside a transition, a render that yields to the
 * reader's typing. DocSearch's first render alone takes about 150 ms on a phone at 4x CPU, so it
 * never joins the tap, even when its code is already in. `onFailed` when the code cannot be
 * loaded (offline, or a deploy replaced it).
 */
export function useDialogAfterPaint(onLoaded: (module: DialogModule) => void, onFailed: (error: unknown) => void) {
  const handlers = useRef({ onLoaded, onFailed });
  useEffect(() => {
    handlers.current = { onLoaded, onFailed };
  });
  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    // A task after the next frame: after the paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        // The same chunk as loadDialog's (called here, so that module stays in the page's script).
        import('./SearchModal').then(
          (module) => current && startTransition(() => handlers.current.onLoaded(module)),
          (error: unknown) => current && handlers.current.onFailed(error),
        );
      });
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
