import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {describe, expect, it} from 'vitest';
import {CLIENT_PAIRS, COMPATIBILITY, PLATFORM, RELEASES, releaseName} from '../../../src/data/releases';
import {stringify} from '../../llms-txt/toMarkdown';
import {releasesMarkdown} from '../markdown';

const markdownOf = (name: string) => stringify({type: 'root', children: releasesMarkdown[name]()} as Root);

describe("the compatibility page's components as Markdown", () => {
  it('are the four components the page imports', () => {
    expect(Object.keys(releasesMarkdown).sort()).toEqual(
      ['ClientPairs', 'DocumentedReleases', 'Findings', 'PlatformReleases'].sort(),
    );
  });

  it('list every release in a table: name, date, what you run, status', () => {
    const [table] = releasesMarkdown.DocumentedReleases();
    expect(table.type).toBe('table');
    const rows = (table as {children: Root['children']}).children.map((row) => toString(row));
    expect(rows).toHaveLength(RELEASES.length + 1);
    const song = RELEASES.find((release) => releaseName(release) === 'Song 5.2.0')!;
    const markdown = markdownOf('DocumentedReleases');
    expect(markdown).toMatch(/^\| Release +\| Date +\| What you run +\| Status +\|/);
    expect(markdown).toContain(`**Song 5.2.0**: ${song.note}`);
    expect(markdown).toContain('`ghcr.io/overture-stack/song-server:5.2.0`');
  });

  it("list the guides' platform, every finding and every client pair with the source passages they rest on", () => {
    expect(markdownOf('PlatformReleases').trim().split('\n')).toEqual(PLATFORM.releases.map((name) => `- ${name}`));
    const findings = markdownOf('Findings');
    expect(findings, 'no character escaped as an entity').not.toMatch(/&#x/);
    for (const finding of COMPATIBILITY) {
      expect(findings).toContain(`### ${finding.releases.join(' and ')}`);
      expect(findings).toContain(`The ${finding.evidence.length} source passages this rests on:`);
    }
    expect(findings).toContain('**What to do:** Run Maestro 4.3.0 with Song 5.2.0');
    const pairs = markdownOf('ClientPairs');
    for (const pair of CLIENT_PAIRS) expect(pairs).toContain(`### ${pair.client} with ${pair.servers.join(' and ')}`);
    expect(findings).toContain('(https://github.com/overture-stack/maestro/blob/4.3.0/pom.xml#L219-L230)');
  });
});
