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

/** One result: where it sits (section › page › heading), its heading, a snippet. */
export default function SearchResultItem({hit}: {hit: AlgoliaHit}): ReactNode {
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
    </li>
  );
}
