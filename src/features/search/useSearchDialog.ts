import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import type { SearchSelection } from '@site/src/components/SearchDialogShell';

type ModalModule = typeof import('./SearchModal');
/**
 * The dialog's code is fetched into the cache at low priority once the app has started
 * (webpackPrefetch: counted as prefetched, not loaded), and run on the first sign of intent: a
 * pointer over, a touch on or the focus on the search button, or the dialog being opened.
 */
const loadModal = () => import(/* webpackPrefetch: true */ './SearchModal');
export const warmUpSearchDialog = () => void loadModal();

/** Runs `callback` in a task after the next paint. */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * The search dialog of an open search. The tap draws a frame of it at once
 * (src/components/SearchDialogShell, `shell`); DocSearch's dialog (`Modal`) replaces it once the
 * frame is on screen and the dialog's code is in, rendered as a transition, which yields to the
 * reader's typing. DocSearch's first render alone takes about 150 ms on a phone at 4x CPU, so it
 * is never part of the tap, even when its code is already loaded. What the reader typed in the
 * frame is the dialog's initial query, and the dialog takes the box over with the focus and the
 * selection where they were.
 */
export function useSearchDialog(isOpen: boolean, initialQuery: string | undefined) {
  const [module, setModule] = useState<ModalModule | null>(null);
  // The text of the frame's box (undefined while no frame is open).
  const [draft, setDraft] = useState<string>();
  const selection = useRef<SearchSelection | null>(null);
  const query = draft ?? initialQuery;
  const searchLink = useSearchLinkCreator();

  // Closed: the next opening starts afresh, with the frame.
  if (!isOpen && (module || draft !== undefined)) {
    setModule(null);
    setDraft(undefined);
  }
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  }, [query]);
  useEffect(() => {
    if (!isOpen) return undefined;
    let current = true;
    const cancel = afterNextPaint(() => {
      void loadModal().then(
        (loaded) => current && startTransition(() => setModule(loaded)),
        (error: unknown) => {
          // Offline, or a deploy replaced the dialog's code: the search page, loaded in full,
          // searches on the current deploy (or the browser says why it cannot be reached).
          console.warn('[search] The search dialog could not be loaded; opening the search page instead.', error);
          if (current) window.location.assign(searchLink(queryRef.current ?? ''));
        },
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [isOpen, searchLink]);

  // The dialog takes over from the frame in the same commit: focus and selection in its box, so
  // no keystroke falls between the two (DocSearch focuses its box only in a later effect).
  const Modal = isOpen && module ? module.default : null;
  useLayoutEffect(() => {
    const box = document.getElementById('docsearch-input');
    if (!Modal || !(box instanceof HTMLInputElement) || !selection.current) return;
    box.focus();
    box.setSelectionRange(...selection.current);
    selection.current = null;
  }, [Modal]);

  return {
    Modal,
    query,
    shell: isOpen && !Modal ? { initialQuery, onQueryChange: setDraft, selection } : null,
  };
}
