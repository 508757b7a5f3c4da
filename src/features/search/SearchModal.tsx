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
  // DocSearch 3 gives its backdrop role="button", tabindex="0" and the combobox attributes of
  // autocomplete's root although it wraps the whole dialog: an interactive control containing other
  // controls (axe "nested-interactive"), a tab stop that does nothing, and ARIA a plain box may not
  // carry. The search input keeps its own combobox semantics; closing by a click on the backdrop is
  // a mouse handler and keeps working, and keyboard users close with Escape. React re-applies an
  // attribute whose value changes (aria-owns when results open), hence the observer.
  useEffect(() => {
    const backdrop = container.querySelector('.DocSearch-Container');
    if (!backdrop) return undefined;
    const strip = () => {
      for (const name of backdrop.getAttributeNames())
        if (name === 'role' || name === 'tabindex' || name.startsWith('aria-')) backdrop.removeAttribute(name);
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(backdrop, { attributes: true });
    return () => observer.disconnect();
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
