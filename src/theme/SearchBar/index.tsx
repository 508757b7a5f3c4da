// Why: upstream's SearchBar always preconnects to Algolia, bundles DocSearch's button code into
// every page and builds its client from credentials only. Replacement (not a wrap), tracking
// @docusaurus/theme-search-algolia 3.10 SearchBar: the same DocSearch modal, loaded on first use,
// fed by the embedded index unless Algolia is configured (src/features/search).
import { lazy, Suspense } from 'react';
import Head from '@docusaurus/Head';
import SearchButton from '@site/src/features/search/SearchButton';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import { useSearchShortcuts } from '@site/src/features/search/useSearchShortcuts';

const SearchModal = lazy(() => import('@site/src/features/search/SearchModal'));

export default function SearchBar(): React.ReactElement {
  const settings = useSearchSettings();
  const { isOpen, open, close, initialQuery, buttonRef } = useSearchShortcuts();
  const warmUp = () => void import('@site/src/features/search/SearchModal');
  return (
    <>
      {settings.mode === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${settings.algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={buttonRef} onClick={open} onFocus={warmUp} onMouseOver={warmUp} onTouchStart={warmUp} />
      {isOpen && (
        <Suspense fallback={null}>
          <SearchModal settings={settings} initialQuery={initialQuery} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
