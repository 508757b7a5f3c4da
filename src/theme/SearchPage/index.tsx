// Why: upstream's SearchPage creates its Algolia client inline, so it cannot use the embedded
// index. Replacement (not a wrap) of @docusaurus/theme-search-algolia 3.10 SearchPage: same route
// (/search?q=), same client choice as the dialog (src/features/search/client.ts).
import { useEffect, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useSearchQueryString } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { safeHighlightHtml, searchPage, type SearchHit } from '@site/src/features/search/client';
import { useContextualSearchParameters, useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import styles from './styles.module.css';

interface Results {
  query: string;
  pages: SearchHit[][];
  nbHits: number;
  nbPages: number;
  failed: boolean;
}

const EMPTY: Results = { query: '', pages: [], nbHits: 0, nbPages: 0, failed: false };

function HitItem({ hit, escaped }: { hit: SearchHit; escaped: boolean }) {
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const).map((level) => hit.hierarchy[level]).filter(Boolean);
  const titleLevel =
    (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const).find((level) => hit.hierarchy[level]) ?? 'lvl1';
  const title = hit._highlightResult.hierarchy[titleLevel]?.value ?? hit.hierarchy[titleLevel] ?? '';
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.hit}>
      <p className={styles.path}>{levels.join(' › ')}</p>
      <Heading as="h2" className={styles.title}>
        <Link to={hit.url} dangerouslySetInnerHTML={{ __html: safeHighlightHtml(title, escaped) }} />
      </Heading>
      {snippet && (
        <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: safeHighlightHtml(snippet, escaped) }} />
      )}
    </li>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [input, setInput] = useState(initial);
  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(input.trim());
      }}
    >
      <label htmlFor="search-page-input" className={styles.label}>
        Search query
      </label>
      <input
        id="search-page-input"
        className={styles.input}
        type="search"
        value={input}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setInput(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

export default function SearchPage(): React.ReactElement {
  const [query, setQuery] = useSearchQueryString();
  const trimmed = query.trim();
  const title = trimmed ? `Search results for "${trimmed}"` : 'Search the documentation';
  return (
    <Layout title={title} description="Search the EFR, Digital Receipt, E-Invoicing and FAQ documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchResults title={title} trimmed={trimmed} setQuery={setQuery} />
    </Layout>
  );
}

/** The form and the results; inside Layout, whose providers the contextual filter reads. */
function SearchResults({
  title,
  trimmed,
  setQuery,
}: {
  title: string;
  trimmed: string;
  setQuery: (query: string) => void;
}): React.ReactElement {
  const settings = useSearchSettings();
  const basePath = useBaseUrl('/search/');
  const [page, setPage] = useState(0);
  const [results, setResults] = useState<Results>(EMPTY);
  // The dialog's contextual filter (every area at its current version), as upstream's search page.
  const { facetFilters } = useContextualSearchParameters();

  useEffect(() => {
    if (!trimmed) return;
    let cancelled = false;
    searchPage(settings, basePath, trimmed, page, facetFilters)
      .then((response) => {
        if (cancelled) return;
        setResults((previous) => ({
          query: trimmed,
          pages: previous.query === trimmed ? [...previous.pages.slice(0, page), response.hits] : [response.hits],
          nbHits: response.nbHits,
          nbPages: response.nbPages,
          failed: false,
        }));
      })
      .catch(() => !cancelled && setResults({ ...EMPTY, query: trimmed, failed: true }));
    return () => {
      cancelled = true;
    };
  }, [settings, basePath, trimmed, page, facetFilters]);

  const current = results.query === trimmed ? results : EMPTY;
  const loading = Boolean(trimmed) && !current.failed && current.pages.length <= page;
  const hits = current.pages.flat();
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">{title}</Heading>
      <SearchForm
        key={trimmed}
        initial={trimmed}
        onSearch={(next) => {
          setPage(0);
          setQuery(next);
        }}
      />
      <div role="status" aria-live="polite" className={styles.status}>
        {loading && page === 0 && 'Searching…'}
        {!loading && trimmed && !current.failed && current.nbHits === 0 && `No results for "${trimmed}"`}
        {!loading && current.nbHits > 0 && `${current.nbHits} ${current.nbHits === 1 ? 'result' : 'results'}`}
        {current.failed && (
          <>
            <strong>Unable to fetch results</strong> You might want to check your network connection.
          </>
        )}
      </div>
      <ol className={styles.hits}>
        {hits.map((hit) => (
          <HitItem key={hit.objectID} hit={hit} escaped={settings.mode === 'local'} />
        ))}
      </ol>
      {!loading && page + 1 < current.nbPages && (
        <button type="button" className="button button--secondary" onClick={() => setPage(page + 1)}>
          Show more results
        </button>
      )}
    </main>
  );
}
