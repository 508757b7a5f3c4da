// Why: upstream's SearchBar always preconnects to Algolia, bundles DocSearch's button code into
// every page and builds its client from credentials only. Replacement (not a wrap), tracking
// @docusaurus/theme-search-algolia 3.10 SearchBar: the same DocSearch modal, loaded on first use,
// fed by the embedded index unless Algolia is configured (src/features/search).
import { useEffect, useState } from 'react';
import Head from '@docusaurus/Head';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import SearchButton from '@site/src/features/search/SearchButton';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import { useSearchShortcuts } from '@site/src/features/search/useSearchShortcuts';

type ModalModule = typeof import('@site/src/features/search/SearchModal');
let loadedModal: ModalModule | null = null;
/**
 * The dialog's code is fetched into the cache at low priority once the app has started
 * (webpackPrefetch: counted as prefetched, not loaded), and run on the first sign of intent: a
 * pointer over, a touch on or the focus on the search button, or the dialog being opened.
 */
const loadModal = () =>
  import(/* webpackPrefetch: true */ '@site/src/features/search/SearchModal').then((module) => {
    loadedModal = module;
    return module;
  });
const warmUp = () => void loadModal();

/**
 * The dialog's module once loaded. Rendered directly, not through React.lazy: a lazy component
 * suspends on its first render even when its code is in, and React then holds the revealed dialog
 * back for up to 300 ms (its fallback throttle), which a reader on a phone sees as a slow tap.
 */
function useModalModule(wanted: boolean, query: string | undefined): ModalModule | null {
  const [module, setModule] = useState(loadedModal);
  const searchLink = useSearchLinkCreator();
  useEffect(() => {
    if (!wanted || module) return undefined;
    let current = true;
    loadModal().then(
      (loaded) => current && setModule(loaded),
      (error: unknown) => {
        // Offline, or a deploy replaced the dialog's code: the search page, loaded in full, searches
        // on the current deploy (or the browser says why it cannot be reached).
        console.warn('[search] The search dialog could not be loaded; opening the search page instead.', error);
        if (current) window.location.assign(searchLink(query ?? ''));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, module, query, searchLink]);
  return module ?? loadedModal;
}

export default function SearchBar(): React.ReactElement {
  const settings = useSearchSettings();
  const { isOpen, open, close, initialQuery, buttonRef } = useSearchShortcuts();
  const Modal = useModalModule(isOpen, initialQuery)?.default;
  return (
    <>
      {settings.mode === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${settings.algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={buttonRef} onClick={open} onFocus={warmUp} onMouseOver={warmUp} onTouchStart={warmUp} />
      {isOpen && Modal && <Modal settings={settings} initialQuery={initialQuery} onClose={close} />}
    </>
  );
}
