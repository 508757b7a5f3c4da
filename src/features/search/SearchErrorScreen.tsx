import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type { FailedQuery } from './searchFailures';

/** DocSearch's error icon (@docsearch/react 3.9.0, MIT), which the package does not export. */
function ErrorIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      fillRule="evenodd"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
    </svg>
  );
}

/**
 * DocSearch's error screen markup and classes (so its styles apply), its texts as Docusaurus
 * translates them ("Unable to fetch results", "You might want to check your network connection.")
 * and a Retry button after the help text.
 */
function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const texts = translations.modal?.errorScreen;
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{texts?.titleText}</p>
      <p className="DocSearch-Help">
        {texts?.helpText}{' '}
        <button type="button" className="DocSearch-Retry" onClick={onRetry}>
          <Translate id="theme.SearchModal.errorScreen.retry" description="The button of the search error screen">
            Retry
          </Translate>
        </button>
      </p>
    </div>
  );
}

interface Props {
  /** SearchModal's element, which holds DocSearch's dialog. */
  container: HTMLElement;
  failedQuery: FailedQuery;
  onRetry: () => void;
}

/**
 * The search dialog's error screen, shown in DocSearch's dropdown while the query on screen failed
 * (see searchFailures.ts). That query was answered with no hits, so DocSearch's own screen there is
 * its no-results screen, which search.css hides while the container is marked failed. A cleared
 * query searches nothing and shows DocSearch's start screen, so the failure is forgotten.
 */
export default function SearchErrorScreen({ container, failedQuery, onRetry }: Props): React.ReactNode {
  const failed = useSyncExternalStore(failedQuery.subscribe, failedQuery.get, failedQuery.get) !== null;
  useLayoutEffect(() => {
    container.toggleAttribute('data-search-failed', failed);
  }, [container, failed]);
  useEffect(() => {
    const forgetWhenCleared = (event: Event) => {
      if (event.type === 'reset' || !(event.target as HTMLInputElement).value.trim()) failedQuery.set(null);
    };
    container.addEventListener('input', forgetWhenCleared);
    container.addEventListener('reset', forgetWhenCleared);
    return () => {
      container.removeEventListener('input', forgetWhenCleared);
      container.removeEventListener('reset', forgetWhenCleared);
    };
  }, [container, failedQuery]);
  // A failure is reported once the dialog's search has run, so DocSearch's dropdown is in the document.
  const dropdown = failed ? container.querySelector('.DocSearch-Dropdown') : null;
  return dropdown ? createPortal(<ErrorScreen onRetry={onRetry} />, dropdown) : null;
}
