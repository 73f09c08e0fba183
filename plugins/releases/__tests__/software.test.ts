import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import {CLIENT_PAIRS, COMPATIBILITY, PLATFORM, RELEASES, findRelease, releaseName} from '../../../src/data/releases';
import {outdatedReleases, resolveSoftware, softwareLabel} from '../software';

describe('releases as data', () => {
  it('names each release once, and every set and finding names releases of the file', () => {
    const names = RELEASES.map(releaseName);
    expect(new Set(names).size).toBe(names.length);
    const named = [
      ...PLATFORM.releases,
      ...COMPATIBILITY.flatMap((finding) => finding.releases),
      ...CLIENT_PAIRS.flatMap((pair) => [pair.client, ...pair.servers]),
    ];
    for (const name of named) expect(findRelease(name), name).toBeDefined();
    for (const finding of [...COMPATIBILITY, ...CLIENT_PAIRS]) expect(finding.evidence.length).toBeGreaterThan(0);
  });

  it('marks nothing but code in its short texts, as the pages render only backticks', () => {
    const texts = [
      ...RELEASES.flatMap((release) => [
        release.note,
        release.artifact.kind === 'archive' ? release.artifact.description : undefined,
      ]),
      ...COMPATIBILITY.flatMap((finding) => [finding.finding, finding.symptom, finding.remedy]),
      ...CLIENT_PAIRS.map((pair) => pair.finding),
    ].filter((text): text is string => text !== undefined);
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      const parts = text.split('`');
      expect(parts.length % 2, `unbalanced backticks in: ${text}`).toBe(1);
      // Even parts are outside code spans.
      for (const part of parts.filter((_, index) => index % 2 === 0)) {
        expect(part, text).not.toMatch(/\*\*|__|\]\(|<[a-z/]/i);
      }
    }
  });

  it('resolves a page’s `software` to its releases, with their dates', () => {
    expect(resolveSoftware('docs/x.md', ['Song 5.2.0', 'Score 5.11.0'])).toEqual([
      expect.objectContaining({name: 'Song 5.2.0', date: '2024-07-04', status: 'older'}),
      expect.objectContaining({name: 'Score 5.11.0', date: '2024-07-04', status: 'current'}),
    ]);
    expect(resolveSoftware('docs/x.md', undefined)).toEqual([]);
    expect(softwareLabel(['Song 5.2.0', 'Score 5.11.0'])).toBe('Song 5.2.0, Score 5.11.0');
  });

  it('refuses a release the file does not list, naming the page and the known releases', () => {
    expect(() => resolveSoftware('docs/x.md', ['Song 9.9.9'])).toThrow(
      /^docs\/x\.md: `software` names "Song 9\.9\.9", which src\/data\/releases\.ts does not list\. .*Song 5\.3\.0, Song 5\.2\.0/,
    );
    expect(() => resolveSoftware('docs/x.md', [])).toThrow(/must list the releases/);
  });

  it('stops the build (and npm start) at the page that names an unknown release', async () => {
    const parse = config.markdown!.parseFrontMatter!;
    const defaultParseFrontMatter = async () => ({frontMatter: {software: ['Maestro 9.0.0']}, content: ''});
    await expect(
      parse({filePath: `${process.cwd()}/docs/example.md`, fileContent: '', defaultParseFrontMatter}),
    ).rejects.toThrow(/docs\/example\.md: `software` names "Maestro 9\.0\.0"/);
  });

  it('lists the pages that document an older release, except the guides’ platform', () => {
    const older = resolveSoftware('docs/x.md', ['Song 5.2.0']);
    expect(outdatedReleases('docs/x.md', older, PLATFORM.releases)).toEqual([
      'docs/x.md documents Song 5.2.0; the current release is Song 5.3.0',
    ]);
    expect(outdatedReleases('guides/x.md', older, PLATFORM.releases)).toEqual([]);
  });
});
