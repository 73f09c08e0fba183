import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {AlgoliaHit} from '../core/algoliaResponse';
import {rememberHighlight} from '../highlight/pendingHighlight';
import {HIERARCHY_LEVELS} from '../core/types';
import {useHitUrl} from '../docsearch/useSharedDocSearchProps';
import {resultOpened, useResultView} from '../insights/insights';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

/** The hits of one page, consecutive in the answer: the page's own hit, then the headings that match under it. */
export function hitsByPage(hits: readonly AlgoliaHit[]): {hit: AlgoliaHit; sections: AlgoliaHit[]}[] {
  const pages: {hit: AlgoliaHit; sections: AlgoliaHit[]}[] = [];
  for (const hit of hits) {
    const last = pages.at(-1);
    if (last && last.hit.url.split('#')[0] === hit.url.split('#')[0]) last.sections.push(hit);
    else pages.push({hit, sections: []});
  }
  return pages;
}

function SectionLink({hit}: {hit: AlgoliaHit}): ReactNode {
  const url = useHitUrl()(hit.url);
  const level = hit.type === 'content' ? undefined : hit.type;
  const title = (level && (hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level])) ?? hit.url;
  useResultView(hit);
  return (
    <li>
      <Link
        to={url}
        onClick={() => {
          rememberHighlight({...hit, url});
          resultOpened(hit, url);
        }}
      >
        <Highlighted value={title} />
      </Link>
    </li>
  );
}

/**
 * One result: where it sits (section › page › heading), its heading, a snippet, and the page's other matching
 * headings under it.
 */
export default function SearchResultItem({hit, sections = []}: {hit: AlgoliaHit; sections?: AlgoliaHit[]}): ReactNode {
  const levels = HIERARCHY_LEVELS.filter((level) => hit.hierarchy[level]);
  const titleLevel = hit.type === 'content' ? levels[levels.length - 1] : hit.type;
  const title = hit._highlightResult.hierarchy[titleLevel]?.value ?? hit.hierarchy[titleLevel] ?? hit.url;
  const trail = levels.filter((level) => level !== titleLevel);
  const snippet = hit._snippetResult.content?.value;
  const url = useHitUrl()(hit.url);
  // Search usage events, when the build sends them (a no-op otherwise).
  useResultView(hit);
  return (
    <li className={styles.result}>
      <p className={styles.trail}>{trail.map((level) => hit.hierarchy[level]).join(' › ')}</p>
      <Heading as="h2" className={styles.resultTitle}>
        <Link
          to={url}
          onClick={() => {
            rememberHighlight({...hit, url});
            resultOpened(hit, url);
          }}
        >
          <Highlighted value={title} />
        </Link>
      </Heading>
      {snippet && (
        <p className={styles.snippet}>
          <Highlighted value={snippet} />
        </p>
      )}
      {sections.length > 0 && (
        <ul className={styles.sectionLinks} aria-label="Also on this page">
          {sections.map((section) => (
            <SectionLink key={section.objectID} hit={section} />
          ))}
        </ul>
      )}
    </li>
  );
}
