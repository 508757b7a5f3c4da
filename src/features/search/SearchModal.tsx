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
import SearchErrorScreen from './SearchErrorScreen';
import { createFailedQuery, reportFailures } from './searchFailures';
import { useContextualSearchParameters, type SearchSettings } from './useSearchClientSettings';

interface Props {
  settings: SearchSettings;
  initialQuery?: string;
  onClose: () => void;
}

/**
 * A hit's content, opened by a click. Keyboard users choose hits with the arrow keys and Enter
 * (aria-activedescendant on the input), so the hit is an option of a listbox, and an option may
 * not contain a focusable control (axe "nested-interactive"): hence an anchor without href, which
 * keeps DocSearch's styles, is not focusable, and opens the page itself; a middle click or a click
 * with Ctrl, Cmd or Shift opens it in a new tab, as a link would.
 */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  const history = useHistory();
  const open = (event: React.MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey)
      window.open(hit.url, '_blank', 'noopener');
    else if (event.button === 0) history.push(hit.url);
  };
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions, @docusaurus/no-html-links -- no href on purpose, the keyboard's way is the input's (see above)
    <a className="DocSearch-Hit-link" data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}

/** The DocSearch dialog, loaded on first use. */
export default function SearchModal({ settings, initialQuery, onClose }: Props): React.ReactElement {
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const searchParameters = useContextualSearchParameters();
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
  // Failed searches (see searchFailures.ts): the query whose search failed, while it is the latest.
  const [failedQuery] = useState(createFailedQuery);
  // Retry renders the dialog anew with the query in the box (the engine forgets failed loads, so
  // the new dialog's search fetches again).
  const [attempt, setAttempt] = useState({ count: 0, query: initialQuery });
  const retry = () => {
    const query = container.querySelector<HTMLInputElement>('#docsearch-input')?.value;
    failedQuery.set(null);
    setAttempt(({ count }) => ({ count: count + 1, query }));
  };
  // Three ARIA slips of DocSearch's markup, mended in place. No prop or wrapper reaches them: the
  // modal hard-codes role="button" and tabIndex={0} on its backdrop and spreads autocomplete's root
  // props over it (@docsearch/react 3.9.0, and still 4.7.1, the newest Docusaurus 3.10 accepts),
  // and 3.9.0 renders its lists with getListProps() without their source (4.x passes it). Mending
  // the rendered DOM is the only way short of editing the package; drop it once DocSearch fixes them.
  // - its backdrop has role="button", tabindex="0" and the combobox attributes of autocomplete's
  //   root although it wraps the whole dialog: an interactive control containing other controls
  //   (axe "nested-interactive"), a tab stop that does nothing, and ARIA a plain box may not carry.
  //   The search input keeps its own combobox semantics; closing by a click on the backdrop is a
  //   mouse handler and keeps working, and keyboard users close with Escape;
  // - the input's aria-controls names a list id ("docsearch-hits0-list") that no element has: it
  //   is pointed at the listbox that holds the active option, or dropped.
  // React re-applies an attribute whose value changes (aria-owns when results open), hence the
  // observer; each fix is idempotent, so the observer settles after one round.
  useEffect(() => {
    const backdrop = container.querySelector('.DocSearch-Container');
    if (!backdrop) return undefined;
    const mend = () => {
      for (const name of backdrop.getAttributeNames())
        if (name === 'role' || name === 'tabindex' || name.startsWith('aria-')) backdrop.removeAttribute(name);
      const input = backdrop.querySelector('#docsearch-input');
      const controls = input?.getAttribute('aria-controls');
      if (input && controls && !document.getElementById(controls)) {
        const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        const listId = active?.closest('[role="listbox"]')?.id;
        if (listId) input.setAttribute('aria-controls', listId);
        else input.removeAttribute('aria-controls');
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(backdrop, { attributes: true, subtree: true, childList: true });
    return () => observer.disconnect();
  }, [container, attempt.count]);

  // The number of results of each query, as its own response gave it. DocSearch keeps the count of
  // whichever response arrived last, which can be an earlier keystroke's ("See all 1193 results"
  // under the hits of a longer query); the footer reads the count of the query it shows.
  const [counts] = useState(() => new Map<string, number>());
  const transformSearchClient = useMemo(
    () =>
      <T extends { search: (...args: never[]) => Promise<unknown> }>(client: T): T => {
        const base = settings.mode === 'local' ? (getLocalSearchClient(basePath) as unknown as T) : client;
        const counted = {
          ...base,
          search: async (...args: Parameters<T['search']>) => {
            const response = (await base.search(...args)) as { results?: { query?: string; nbHits?: number }[] };
            for (const result of response.results ?? []) {
              if (typeof result.query === 'string' && typeof result.nbHits === 'number')
                counts.set(result.query.trim(), result.nbHits);
            }
            return response;
          },
        };
        return reportFailures(counted, failedQuery.set);
      },
    [settings.mode, basePath, counts, failedQuery],
  );

  return createPortal(
    <>
      <DocSearchModal
        key={attempt.count}
        appId={settings.algolia.appId}
        apiKey={settings.algolia.apiKey}
        indexName={settings.algolia.indexName}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={attempt.query}
        navigator={{ navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl) }}
        transformItems={(items) => items.map((item) => ({ ...item, url: processUrl(item.url) }))}
        hitComponent={Hit as never}
        transformSearchClient={transformSearchClient}
        searchParameters={searchParameters}
        insights={settings.algolia.insights}
        translations={translations.modal}
        getMissingResultsUrl={({ query }: { query: string }) =>
          `mailto:${settings.supportEmail}?subject=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
        resultsFooterComponent={({ state }) => (
          <Link to={createSearchLink(state.query)} onClick={onClose}>
            <Translate
              id="theme.SearchBar.seeAll"
              values={{ count: String(counts.get(state.query.trim()) ?? state.context.nbHits) }}
            >
              {'See all {count} results'}
            </Translate>
          </Link>
        )}
      />
      <SearchErrorScreen container={container} failedQuery={failedQuery} onRetry={retry} />
    </>,
    container,
  );
}
