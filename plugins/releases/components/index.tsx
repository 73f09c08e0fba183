/**
 * The compatibility page's content, drawn from src/data/releases.ts: the releases the site documents, the guides'
 * platform, and what works together and what does not, each finding with the source lines it rests on.
 */
import type {ReactNode} from 'react';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  CLIENT_PAIRS,
  COMPATIBILITY,
  PLATFORM,
  RELEASES,
  releaseName,
  type Artifact,
  type Release,
} from '@site/src/data/releases';
import {citationUrl} from '../../fact-checks/citationUrl';
import {formatCheckDate} from '../../fact-checks/format';
import {releaseAnchor} from '../pageReleases';
import styles from './styles.module.css';

/** The data's short texts mark code with backticks, as Markdown does; nothing else. */
function Inline({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function artifactText(artifact: Artifact): ReactNode {
  switch (artifact.kind) {
    case 'image':
      return (
        <>
          image <code>{`${artifact.image}:${artifact.tag}`}</code>
        </>
      );
    case 'npm':
      return (
        <>
          npm package <code>{`${artifact.package}@${artifact.version}`}</code>
        </>
      );
    case 'commit':
      return (
        <>
          commit <code>{artifact.commit.slice(0, 7)}</code> of <code>{artifact.repository}</code>
        </>
      );
    case 'archive':
      return <Inline text={artifact.description} />;
  }
}

const STATUS: Record<Release['status'], string> = {
  current: 'current',
  older: 'older',
  unreleased: 'unreleased',
  'third-party': 'run by the guides',
};

export function DocumentedReleases(): ReactNode {
  // The rows are link targets ('Applies to' on every tool page): the build's anchor check must know them.
  const brokenLinks = useBrokenLinks();
  for (const release of RELEASES) brokenLinks.collectAnchor(releaseAnchor(releaseName(release)));
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>Release</th>
          <th>Date</th>
          <th>What you run</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {RELEASES.map((release) => (
          <tr key={releaseName(release)} id={releaseAnchor(releaseName(release))}>
            <td>
              <strong>{releaseName(release)}</strong>
              {release.note && (
                <p className={styles.note}>
                  <Inline text={release.note} />
                </p>
              )}
            </td>
            <td>{release.date ? formatCheckDate(release.date) : 'not given by a source'}</td>
            <td>{artifactText(release.artifact)}</td>
            <td>{STATUS[release.status]}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export function PlatformReleases(): ReactNode {
  return (
    <ul className={styles.platform}>
      {PLATFORM.releases.map((name) => (
        <li key={name}>
          <Link to={`#${releaseAnchor(name)}`}>{name}</Link>
        </li>
      ))}
    </ul>
  );
}

function Evidence({citations}: {citations: readonly string[]}): ReactNode {
  return (
    <Details summary={<summary>The {citations.length} source passages this rests on</summary>}>
      <ul className={styles.evidence}>
        {citations.map((citation) => (
          <li key={citation}>
            <Link href={citationUrl(citation)}>
              <code>{citation}</code>
            </Link>
          </li>
        ))}
      </ul>
    </Details>
  );
}

export function Findings(): ReactNode {
  return COMPATIBILITY.map((finding) => (
    <section key={finding.releases.join()} className={styles.finding}>
      <Heading as="h3" id={releaseAnchor(finding.releases.join(' and '))}>
        {finding.releases.join(' and ')}
      </Heading>
      <p>
        <Inline text={finding.finding} />
      </p>
      {finding.symptom && (
        <p>
          <strong>What you see: </strong>
          <Inline text={finding.symptom} />
        </p>
      )}
      {finding.remedy && (
        <p>
          <strong>What to do: </strong>
          <Inline text={finding.remedy} />
        </p>
      )}
      <Evidence citations={finding.evidence} />
    </section>
  ));
}

export function ClientPairs(): ReactNode {
  return CLIENT_PAIRS.map((pair) => (
    <section key={pair.client} className={styles.finding}>
      <Heading as="h3" id={releaseAnchor(pair.client)}>
        {pair.client} with {pair.servers.join(' and ')}
      </Heading>
      <p>
        <Inline text={pair.finding} />
      </p>
      <Evidence citations={pair.evidence} />
    </section>
  ));
}
