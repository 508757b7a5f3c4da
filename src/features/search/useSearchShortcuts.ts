import { useCallback, useEffect, useRef, useState } from 'react';
import { openSearchKeys } from './shortcuts';

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** A search key (a key without modifier only while the dialog is closed and nothing is being edited). */
function isSearchKey(event: KeyboardEvent, isOpen: boolean): boolean {
  const key = event.key?.toLowerCase();
  return openSearchKeys.some((entry) =>
    entry.startsWith('mod+')
      ? (event.metaKey || event.ctrlKey) && key === entry.slice(4)
      : key === entry && !isOpen && !isEditing(event.target),
  );
}

/**
 * Opening and closing the search dialog from the keyboard (docs-internal/requirements.md#search-dialog-keys):
 * Ctrl+K / Cmd+K anywhere, '/' outside input fields, Escape to close, and a letter or digit typed on
 * the focused search button, which becomes the initial query.
 */
export function useSearchShortcuts() {
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'Escape' && isOpen) || isSearchKey(event, isOpen)) {
        event.preventDefault();
        if (isOpen) close();
        else open();
        return;
      }
      const onButton = buttonRef.current !== null && document.activeElement === buttonRef.current;
      if (
        onButton &&
        !isOpen &&
        event.key.length === 1 &&
        /[\p{L}\p{N}]/u.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault();
        setInitialQuery(event.key);
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  return { isOpen, open, close, initialQuery, buttonRef };
}
