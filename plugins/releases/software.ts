/**
 * A page's `software` front matter: the releases it documents, each named as in `src/data/releases.ts`
 * ("Song 5.3.0"). Shared by the build (which fails on a release the file does not have) and the content check.
 */
import {RELEASES, findRelease, releaseName} from '../../src/data/releases';
import {softwareNames, type PageRelease} from './pageReleases';

export {RELEASES_KEY, softwareLabel, softwareNames, type PageRelease} from './pageReleases';

export class UnknownReleaseError extends Error {}

/**
 * The releases a page documents, or an error naming the file and the releases the site knows. A page without
 * `software` documents none.
 */
export function resolveSoftware(file: string, software: unknown): PageRelease[] {
  if (software === undefined) return [];
  const names = softwareNames(software);
  if (!names || names.length === 0) {
    throw new UnknownReleaseError(
      `${file}: \`software\` must list the releases the page documents, as named in src/data/releases.ts (for example [Song 5.3.0]).`,
    );
  }
  const unknown = names.filter((name) => !findRelease(name));
  if (unknown.length > 0) {
    const known = RELEASES.map(releaseName).join(', ');
    throw new UnknownReleaseError(
      `${file}: \`software\` names ${unknown.map((name) => `"${name}"`).join(', ')}, which src/data/releases.ts does not list. ` +
        `Add the release there, or name one it lists: ${known}.`,
    );
  }
  return names.map((name) => {
    const {date, status, note} = findRelease(name)!;
    return {name, ...(date && {date}), status, ...(note && {note})};
  });
}

/**
 * Pages that document a release older than its tool's current one (the guides' platform excepted): what a writer
 * updates after a tool releases.
 */
export function outdatedReleases(file: string, releases: PageRelease[], platform: readonly string[]): string[] {
  const inGuides = file.split('\\').join('/').startsWith('guides/');
  return releases
    .filter((release) => release.status === 'older' && !(inGuides && platform.includes(release.name)))
    .map((release) => {
      const {tool} = findRelease(release.name)!;
      const current = RELEASES.find((candidate) => candidate.tool === tool && candidate.status === 'current');
      return `${file} documents ${release.name}${current ? `; the current release is ${releaseName(current)}` : ''}`;
    });
}
