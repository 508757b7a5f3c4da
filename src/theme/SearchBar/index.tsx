// Why: upstream's SearchBar always preconnects to Algolia, bundles DocSearch's button code into
// every page and builds its client from credentials only. Replacement (not a wrap), tracking
// @docusaurus/theme-search-algolia 3.10 SearchBar: the same DocSearch modal, loaded on first use
// (a frame of it stands in on the tap meanwhile), fed by the embedded index unless Algolia is
// configured (src/features/search).
import Head from '@docusaurus/Head';
import SearchButton from '@site/src/features/search/SearchButton';
import SearchIcon from '@site/src/features/search/SearchIcon';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import { warmUpOnKeyboardFocus, warmUpOnMouseOver } from '@site/src/features/search/loadDialog';
import { useSearchDialog } from '@site/src/features/search/useSearchDialog';
import { useSearchShortcuts } from '@site/src/features/search/useSearchShortcuts';

export default function SearchBar(): React.ReactElement {
  const settings = useSearchSettings();
  const { isOpen, open, close, initialQuery, buttonRef } = useSearchShortcuts();
  const { Modal, query, Shell, shellProps } = useSearchDialog(isOpen, initialQuery);
  return (
    <>
      {settings.mode === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${settings.algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={buttonRef} onClick={open} onFocus={warmUpOnKeyboardFocus} onPointerOver={warmUpOnMouseOver} />
      {isOpen && Modal && <Modal settings={settings} initialQuery={query} onClose={close} />}
      {Shell && <Shell {...shellProps} icon={<SearchIcon />} onClose={close} />}
    </>
  );
}
