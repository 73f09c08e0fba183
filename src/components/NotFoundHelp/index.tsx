/**
 * Help on the not-found page: a search form with the words of the address, and the pages whose addresses are
 * closest to it (read from the sitemap once the page is in the browser, in space reserved for them, so nothing
 * below moves).
 */
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {nearestPages, searchWordsOf, sitemapPaths} from './nearestPages';
import styles from './styles.module.css';

type Nearest = {state: 'loading'} | {state: 'ready'; pages: string[]};

function useNearestPages(pathname: string, sitemapUrl: string): Nearest {
  const [nearest, setNearest] = useState<Nearest>({state: 'loading'});
  useEffect(() => {
    let current = true;
    fetch(sitemapUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '')
      .then((xml) => {
        if (current) setNearest({state: 'ready', pages: nearestPages(pathname, sitemapPaths(xml))});
      });
    return () => {
      current = false;
    };
  }, [pathname, sitemapUrl]);
  return nearest;
}

export default function NotFoundHelp(): ReactNode {
  const {pathname} = useLocation();
  const searchUrl = useBaseUrl('/search');
  const nearest = useNearestPages(pathname, useBaseUrl('/sitemap.xml'));
  // The static page cannot know the address; once in the browser, the box starts with its words.
  const isBrowser = useIsBrowser();
  return (
    <section className="container margin-bottom--xl" aria-labelledby="not-found-help">
      <div className="row">
        <div className="col col--6 col--offset-3">
          {/* A plain heading: a permalink to it would be a link among the suggested pages. */}
          <h2 id="not-found-help" className={styles.heading}>
            Find the page
          </h2>
          <form action={searchUrl} method="get" role="search" className={styles.search}>
            <label htmlFor="not-found-query">Search the docs</label>
            <div className={styles.searchRow}>
              <input
                key={isBrowser ? pathname : 'static'}
                id="not-found-query"
                name="q"
                type="search"
                maxLength={512}
                defaultValue={isBrowser ? searchWordsOf(pathname) : ''}
                className={styles.input}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <div className={styles.nearest} aria-live="polite">
            {nearest.state === 'ready' &&
              (nearest.pages.length > 0 ? (
                <>
                  <p className={styles.nearestTitle}>Pages with a similar address:</p>
                  <ul className={styles.list}>
                    {nearest.pages.map((page) => (
                      <li key={page}>
                        <Link to={page}>{page}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>No page has an address close to this one.</p>
              ))}
          </div>
        </div>
      </div>
    </section>
  );
}
