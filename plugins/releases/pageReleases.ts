/**
 * What a page's front matter holds about the releases it documents (browser-safe: no release data imported, so
 * pages carry only their own releases).
 */

/** The release names a `software` value lists: a YAML list, or one name. */
export function softwareNames(software: unknown): string[] | undefined {
  if (typeof software === 'string') return software.trim() ? [software.trim()] : undefined;
  if (Array.isArray(software) && software.every((name) => typeof name === 'string')) {
    return software.map((name) => name.trim());
  }
  return undefined;
}

/** The `software` value as one line: "Song 5.2.0, Score 5.11.0". Records of checked statements keep this form. */
export function softwareLabel(software: unknown): string | undefined {
  return softwareNames(software)?.join(', ');
}

/** What a page shows of each release it documents (browser-safe). */
export type PageRelease = {
  name: string;
  date?: string;
  status: 'current' | 'older' | 'unreleased' | 'third-party';
  note?: string;
};

/** The key under which the build puts a page's resolved releases in its front matter. */
export const RELEASES_KEY = 'releases_documented';

/** The address of the page that lists every release, and the anchor of a release there: `Song 5.3.0` → `song-5-3-0`. */
export const COMPATIBILITY_PAGE = '/docs/platform-tools/compatibility';
export function releaseAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
