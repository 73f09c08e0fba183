/**
 * "Applies to …" under a page's title and the list of source files at its
 * end, from the page's `software` and `sources` front matter.
 */
import {Fragment, type ReactNode} from 'react';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {ReleaseFacts, SourceFile} from '@site/src/utils/releaseFacts';
import type {FactCheckSummary} from '@site/plugins/fact-checks/summary';
import {COMPATIBILITY_PAGE, releaseAnchor, type PageRelease} from '@site/plugins/releases/pageReleases';
import {formatCheckDate} from '@site/plugins/fact-checks/format';
import styles from './styles.module.css';

/**
 * "Applies to Song 5.2.0 (4 July 2024)", each release linked to its row on the releases page. Search leaves it out
 * (`data-search-ignore`): it is drawn from front matter on every tool page, not written in the page's Markdown.
 */
export function AppliesTo({releases}: {releases: PageRelease[]}): ReactNode {
  return (
    <p className={styles.appliesTo} data-search-ignore>
      Applies to{' '}
      {releases.map((release, index) => (
        <Fragment key={release.name}>
          {index > 0 && ', '}
          <Link to={`${COMPATIBILITY_PAGE}#${releaseAnchor(release.name)}`}>
            <strong>{release.name}</strong>
          </Link>
          {release.date && ` (${formatCheckDate(release.date)})`}
          {release.status === 'unreleased' && ' (unreleased)'}
        </Fragment>
      ))}
    </p>
  );
}

function SourceItem({file}: {file: SourceFile}): ReactNode {
  return (
    <li>
      <Link href={file.url}>
        <code>{file.label}</code>
      </Link>
    </li>
  );
}

function FactCheckLine({factCheck}: {factCheck: FactCheckSummary}): ReactNode {
  const {statements, software, checked, route} = factCheck;
  return (
    <p className={styles.factCheck}>
      <Link to={route}>
        {statements} {statements === 1 ? 'statement' : 'statements'} checked against the source of {software} on{' '}
        {formatCheckDate(checked)}
      </Link>
    </p>
  );
}

/**
 * Outside the page's Markdown body, so search does not index file paths as prose. `collapsed`: the list is behind a
 * `<details>`; a page with a live tool shows it open instead (see src/tools/liveToolPages.ts).
 */
export function SourceList({
  software,
  sources,
  factCheck,
  collapsed = true,
}: ReleaseFacts & {collapsed?: boolean}): ReactNode {
  if (sources.length === 0 && !factCheck) return null;
  const files = sources.length === 1 ? 'file' : 'files';
  const intro = (
    <>
      The {sources.length} {files} the facts of this page were checked against{software && ` (${software})`}
    </>
  );
  const list = (
    <ul className={styles.list}>
      {sources.map((file) => (
        <SourceItem key={file.label} file={file} />
      ))}
    </ul>
  );
  return (
    <section className={styles.sources} aria-labelledby="page-sources">
      <Heading as="h2" id="page-sources" className={styles.heading}>
        Sources
      </Heading>
      {factCheck && <FactCheckLine factCheck={factCheck} />}
      {sources.length > 0 &&
        (collapsed ? (
          <Details summary={<summary>{intro}</summary>}>{list}</Details>
        ) : (
          <>
            <p className={styles.intro}>{intro}:</p>
            {list}
          </>
        ))}
    </section>
  );
}
