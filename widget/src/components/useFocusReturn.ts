import { useEffect, useRef, type RefObject } from 'react';

interface FocusTargets {
  panel: RefObject<HTMLElement | null>;
  input: RefObject<HTMLElement | null>;
  launcher: RefObject<HTMLElement | null>;
}

/** Focuses the launcher: the button itself, or the first focusable element of a custom launcher. */
const focusLauncher = (el: HTMLElement | null) =>
  (el?.matches('button') ? el : el?.querySelector<HTMLElement>('button, a[href], [tabindex]'))?.focus();

/**
 * Focus as the panel opens and closes: into the input on opening (with `autofocus`), back to the
 * launcher on closing while focus was inside the panel, or when the widget closed it itself
 * (Escape, the close button), for which the returned function is called just before. The first
 * run only records the state, so nothing is focused on load.
 */
export function useFocusReturn(open: boolean, autofocus: boolean, { panel, input, launcher }: FocusTargets) {
  const wasOpen = useRef<boolean | null>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    const el = panel.current;
    if (wasOpen.current !== null && wasOpen.current !== open) {
      if (open) {
        if (autofocus) input.current?.focus();
      } else {
        const active = el && (el.getRootNode() as Document | ShadowRoot).activeElement;
        if (returnFocus.current || (el && active && el.contains(active))) focusLauncher(launcher.current);
      }
    }
    returnFocus.current = false;
    wasOpen.current = open;
  }, [open, autofocus, panel, input, launcher]);

  return () => void (returnFocus.current = true);
}
