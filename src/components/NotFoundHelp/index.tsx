import { useEffect, useId, useRef, type FormEvent } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { areas } from '@site/config/areas';
import { queryFromPath } from '@site/src/features/search/queryFromPath';
import styles from './styles.module.css';

/**
 * The way on from a page that does not exist: a search box (a plain GET form to /search, so it
 * works before the app has started; seeded with the words of the missing path) and the five
 * documentation areas.
 */
export default function NotFoundHelp(): React.ReactElement {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');

  // After hydration (404.html is one file for every missing path), unless the reader typed already.
  useEffect(() => {
    if (input.current && !input.current.value) input.current.value = queryFromPath(pathname);
  }, [pathname]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.push(`${searchPage}?q=${encodeURIComponent(input.current?.value.trim() ?? '')}`);
  };

  return (
    <>
      <form role="search" action={searchPage} method="get" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          Search the documentation
        </label>
        <input id={inputId} ref={input} className={styles.input} type="search" name="q" autoComplete="off" />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <nav aria-labelledby={`${inputId}-areas`}>
        {/* A plain heading: @theme/Heading would add an anchor link, and this heading needs none. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor link on the 404 page's help */}
        <h2 id={`${inputId}-areas`} className={styles.heading}>
          Or start from one of the documentation areas
        </h2>
        <ul className={styles.areas}>
          {areas.map((area) => (
            <li key={area.name}>
              <Link to={area.home} className={styles.area}>
                {area.label}
              </Link>
              <p className={styles.summary}>{area.summary}</p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
