import { useEffect, useState } from 'react';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { loadedShell, loadShell, type DialogModule, type Shell } from './loadDialog';

/**
 * The search dialog of an open search. The tap draws a frame of it at once
 * (src/components/SearchDialogShell: `Shell` with `shellProps`), which asks for DocSearch's dialog
 * (`Modal`) once it has painted (useDialogAfterPaint.ts). What the reader typed in the frame is the
 * dialog's initial query; the frame hands the focus and the selection over to the dialog's box.
 */
export function useSearchDialog(isOpen: boolean, initialQuery: string | undefined) {
  const [module, setModule] = useState<DialogModule | null>(null);
  // The text of the frame's box (undefined while no frame is open).
  const [draft, setDraft] = useState<string>();
  // The frame's code, once run: by a sign of intent (read from the module, as the dialog's module
  // was before), or here when the dialog was opened first (a key).
  const [ownShell, setShell] = useState<Shell | null>(null);
  const Shell = ownShell ?? loadedShell;
  const query = draft ?? initialQuery;
  const searchLink = useSearchLinkCreator();
  const onFailed = (error: unknown) => {
    // Offline, or a deploy replaced the dialog's code: the search page, loaded in full, searches on
    // the current deploy (or the browser says why it cannot be reached).
    console.warn('[search] The search dialog could not be loaded; opening the search page instead.', error);
    window.location.assign(searchLink(query ?? ''));
  };

  // Closed: the next opening starts afresh, with the frame.
  if (!isOpen && (module || draft !== undefined)) {
    setModule(null);
    setDraft(undefined);
  }
  useEffect(() => {
    if (!isOpen || Shell) return undefined;
    let current = true;
    loadShell().then(
      (loaded) => current && setShell(() => loaded),
      (error: unknown) => current && onFailed(error),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onFailed reads the query of the moment
  }, [isOpen, Shell]);

  const Modal = isOpen && module ? module.default : null;
  return {
    Modal,
    query,
    Shell: isOpen && !Modal ? Shell : null,
    shellProps: {
      initialQuery,
      onQueryChange: setDraft,
      onDialogLoaded: setModule,
      onDialogFailed: onFailed,
    },
  };
}
