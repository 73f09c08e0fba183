/**
 * The front matter that says which release a page documents and what its
 * facts were checked against (see the README, "Writing a page"):
 *
 *   software: [Song 5.3.0]
 *   sources:
 *     - overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml
 *
 * Shared by the page components that show them and by the content check.
 */

import {SUMMARY_KEY, type FactCheckSummary} from '../../plugins/fact-checks/summary';
import {RELEASES_KEY, softwareLabel, type PageRelease} from '../../plugins/releases/pageReleases';

/**
 * A source file: `owner/repo@ref:path`, linked to that file at that ref on GitHub, or `npm:package@version:path`, a
 * file of a published npm package (code that runs from npm), linked to it on unpkg.
 */
export type SourceFile = {
  /** `owner/repo`, or `npm:package`. */
  repository: string;
  /** A tag, branch or commit; for npm, the version. */
  ref: string;
  path: string;
  /** The entry as written. */
  label: string;
  url: string;
};

const GITHUB_SOURCE = /^([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)@([^\s:@]+):([^\s]+)$/;
const NPM_SOURCE = /^npm:((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)@([^\s:@/]+):([^\s]+)$/;

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Parses one `sources` entry; undefined when it is neither `owner/repo@ref:path` nor `npm:package@version:path`. */
export function parseSource(entry: unknown): SourceFile | undefined {
  if (typeof entry !== 'string') return undefined;
  const label = entry.trim();
  const github = GITHUB_SOURCE.exec(label);
  const npm = NPM_SOURCE.exec(label);
  const [, repository, ref, path] = github ?? npm ?? [];
  if (!repository || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  const url = github
    ? `https://github.com/${repository}/blob/${encodeURIComponent(ref)}/${encodePath(path)}`
    : `https://unpkg.com/${repository}@${encodeURIComponent(ref)}/${encodePath(path)}`;
  return {repository: github ? repository : `npm:${repository}`, ref, path, label, url};
}

export type ReleaseFacts = {
  /** The releases the page documents, as one line ("Song 5.2.0, Score 5.11.0"); the entry pages name none. */
  software?: string;
  /** The same releases with their dates, as the build resolved them from src/data/releases.ts. */
  releases: PageRelease[];
  sources: SourceFile[];
  /** The page's record of checked statements, added to the front matter by plugins/fact-checks. */
  factCheck?: FactCheckSummary;
};

function isFactCheckSummary(value: unknown): value is FactCheckSummary {
  if (typeof value !== 'object' || value === null) return false;
  const summary = value as Record<string, unknown>;
  return typeof summary.statements === 'number' && typeof summary.route === 'string';
}

/**
 * The page's release facts, when its front matter names a release or lists sources; entries that do not parse are
 * left out.
 */
export function releaseFactsOf(frontMatter: Record<string, unknown>): ReleaseFacts | undefined {
  const {software, sources, [SUMMARY_KEY]: factCheck, [RELEASES_KEY]: resolved} = frontMatter;
  const named = softwareLabel(software);
  const files = Array.isArray(sources) ? sources.map(parseSource).filter((file) => file !== undefined) : [];
  const releases = Array.isArray(resolved) ? (resolved as PageRelease[]) : [];
  if (named === undefined && files.length === 0 && !factCheck) return undefined;
  return {
    ...(named !== undefined && {software: named}),
    releases,
    sources: files,
    ...(isFactCheckSummary(factCheck) && {factCheck}),
  };
}
