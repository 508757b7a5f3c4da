import { useState } from 'react';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import Shell from '@site/src/components/SearchDialogShell';
import type { DialogModule } from './loadDialog';

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
