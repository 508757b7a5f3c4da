// Why: upstream's SearchPage creates its Algolia client inline, so it cannot use the embedded
// index. Replacement (not a wrap) of @docusaurus/theme-search-algolia 3.10 SearchPage: same route
// (/search?q=), same client choice as the dialog (src/features/search/client.ts).
import { useEffect, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useSearchQueryString } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import { safeHighlightHtml, searchPage, type SearchHit } from '@site/src/features/search/client';
import { useSearchSettings } from '@site/src/features/search/useSearchClientSettings';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'done' | 'error';

function HitItem({ hit, escaped }: { hit: SearchHit; escaped: boolean }) {
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const).map((level) => hit.hierarchy[level]).filter(Boolean);
  const titleLevel = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const).find((level) => hit.hierarchy[level]) ?? 'lvl1';
  const title = hit._highlightResult.hierarchy[titleLevel]?.value ?? hit.hierarchy[titleLevel] ?? '';
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.hit}>
      <p className={styles.path}>{levels.join(' › ')}</p>
      <h2 className={styles.title}>
        <Link to={hit.url} dangerouslySetInnerHTML={{ __html: safeHighlightHtml(title, escaped) }} />
      </h2>
      {snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: safeHighlightHtml(snippet, escaped) }} />}
    </li>
  );
}

export default function SearchPage(): React.ReactElement {
  const settings = useSearchSettings();
  const basePath = useBaseUrl('/search/');
  const [query, setQuery] = useSearchQueryString();
  const [input, setInput] = useState(query);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [nbHits, setNbHits] = useState(0);
  const [page, setPage] = useState(0);
  const [nbPages, setNbPages] = useState(0);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    if (!query.trim()) {
      setHits([]);
      setStatus('idle');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    searchPage(settings, basePath, query, page)
      .then((response) => {
        if (cancelled) return;
        setHits((previous) => (page === 0 ? response.hits : [...previous, ...response.hits]));
        setNbHits(response.nbHits);
        setNbPages(response.nbPages);
        setStatus('done');
      })
      .catch(() => !cancelled && setStatus('error'));
    return () => {
      cancelled = true;
    };
  }, [settings, basePath, query, page]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <Layout title={title} description="Search the EFR, Digital Receipt, E-Invoicing and FAQ documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(0);
            setQuery(input.trim());
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
        <div role="status" aria-live="polite" className={styles.status}>
          {status === 'loading' && page === 0 && 'Searching…'}
          {status === 'done' && nbHits === 0 && `No results for "${query}"`}
          {status === 'done' && nbHits > 0 && `${nbHits} ${nbHits === 1 ? 'result' : 'results'}`}
          {status === 'error' && (
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
        {status === 'done' && page + 1 < nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage(page + 1)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
