// Why: upstream's SearchBar always preconnects to Algolia, bundles DocSearch's button code into
// every page and builds its client from credentials only. Replacement (not a wrap), tracking
// @docusaurus/theme-search-algolia 3.10 SearchBar: the same DocSearch modal, loaded on first use,
// fed by the embedded index unless Algolia is configured (src/features/search).
import { lazy, Suspense, useEffect } from 'react';
import Head from '@docusaurus/Head';
import SearchButton from '@site/src/features/search/SearchButton';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import { useSearchShortcuts } from '@site/src/features/search/useSearchShortcuts';

type ModalModule = typeof import('@site/src/features/search/SearchModal');
let loadedModal: ModalModule | null = null;
const loadModal = () =>
  import('@site/src/features/search/SearchModal').then((module) => {
    loadedModal = module;
    return module;
  });
const LazySearchModal = lazy(loadModal);
const warmUp = () => void loadModal();

/**
 * The dialog's code is fetched and run when the browser is next idle after the app has started, so
 * a first tap on the search button opens it without waiting for it (on a phone at 4× CPU: 0.5 s).
 * Not on data saver, where it waits for a pointer or focus on the button.
 */
function useIdleWarmUp() {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(warmUp, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(warmUp, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}

function SearchModalOnceLoaded(props: React.ComponentProps<ModalModule['default']>): React.ReactElement {
  const Modal = loadedModal?.default ?? LazySearchModal;
  return <Modal {...props} />;
}

export default function SearchBar(): React.ReactElement {
  const settings = useSearchSettings();
  const { isOpen, open, close, initialQuery, buttonRef } = useSearchShortcuts();
  useIdleWarmUp();
  return (
    <>
      {settings.mode === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${settings.algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={buttonRef} onClick={open} onFocus={warmUp} onMouseOver={warmUp} onTouchStart={warmUp} />
      {isOpen && (
        // Once loaded, the module itself: a lazy component suspends on its first render even then,
        // and React holds a revealed boundary back up to 300 ms.
        <Suspense fallback={null}>
          <SearchModalOnceLoaded settings={settings} initialQuery={initialQuery} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
