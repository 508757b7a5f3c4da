import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import { getLocalSearchClient } from './localClientInstance';
import { useAreaFacetFilters, type SearchSettings } from './useSearchClientSettings';

interface Props {
  settings: SearchSettings;
  initialQuery?: string;
  onClose: () => void;
}

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

/** The DocSearch dialog, loaded on first use. */
export default function SearchModal({ settings, initialQuery, onClose }: Props): React.ReactElement {
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const facetFilters = useAreaFacetFilters();
  const basePath = useBaseUrl('/search/');
  // Client-only component (loaded when the dialog opens), so `document` exists. The container is
  // attached before the first render: DocSearch focuses its input in an effect of its own.
  const [container] = useState(() => {
    const element = document.createElement('div');
    // On the embedded index nothing may claim to be powered by Algolia (search.css hides the logo).
    element.dataset.searchMode = settings.mode;
    return document.body.insertBefore(element, document.body.firstChild);
  });
  useEffect(() => () => container.remove(), [container]);
  // DocSearch 3 gives its backdrop role="button" and tabindex="0" although it wraps the whole dialog:
  // an interactive control containing other controls (axe "nested-interactive"), and a tab stop that
  // does nothing. Closing by a click on the backdrop is a mouse handler and keeps working; keyboard
  // users close with Escape. React sets these attributes once and leaves them alone afterwards.
  useEffect(() => {
    const backdrop = container.querySelector('.DocSearch-Container');
    backdrop?.removeAttribute('role');
    backdrop?.removeAttribute('tabindex');
  }, [container]);

  const transformSearchClient = useMemo(
    () => (settings.mode === 'local' ? () => getLocalSearchClient(basePath) as never : <T,>(client: T) => client),
    [settings.mode, basePath],
  );

  return createPortal(
    <DocSearchModal
      appId={settings.algolia.appId}
      apiKey={settings.algolia.apiKey}
      indexName={settings.algolia.indexName}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={{ navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl) }}
      transformItems={(items) => items.map((item) => ({ ...item, url: processUrl(item.url) }))}
      hitComponent={Hit as never}
      transformSearchClient={transformSearchClient}
      searchParameters={{ facetFilters }}
      insights={settings.algolia.insights}
      translations={translations.modal}
      getMissingResultsUrl={({ query }: { query: string }) =>
        `mailto:${settings.supportEmail}?subject=${encodeURIComponent(`Search: no results for "${query}"`)}`
      }
      resultsFooterComponent={({ state }) => (
        <Link to={createSearchLink(state.query)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits) }}>
            {'See all {count} results'}
          </Translate>
        </Link>
      )}
    />,
    container,
  );
}
