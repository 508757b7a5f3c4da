import { startTransition, useEffect, useRef } from 'react';
import type { DialogModule } from './loadDialog';

/**
 * Asks for DocSearch's dialog for the frame that stands in for it: its code starts loading in the
 * task after the tap, and once the frame has painted `onLoaded` gets it inside a transition, a
 * render that yields to the reader's typing. DocSearch's first render alone takes about 150 ms on
 * a phone at 4x CPU, so it never joins the tap, even when its code is already in. `onFailed` when
 * the code cannot be loaded (offline, or a deploy replaced it).
 */
export function useDialogAfterPaint(onLoaded: (module: DialogModule) => void, onFailed: (error: unknown) => void) {
  const handlers = useRef({ onLoaded, onFailed });
  useEffect(() => {
    handlers.current = { onLoaded, onFailed };
  });
  useEffect(() => {
    let current = true;
    let loading: Promise<DialogModule> | undefined;
    // The same chunk as loadDialog's (called here, so that module stays in the page's script).
    const load = () => (loading ??= import('./SearchModal'));
    // Its scripts start loading in the task after the tap's, so they run while the frame paints...
    const start = window.setTimeout(() => void load());
    let timer: number | undefined;
    // ...and the dialog renders in a task after the next frame: after the paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        load().then(
          (module) => current && startTransition(() => handlers.current.onLoaded(module)),
          (error: unknown) => current && handlers.current.onFailed(error),
        );
      });
    });
    return () => {
      current = false;
      window.clearTimeout(start);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}
