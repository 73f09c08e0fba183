import {describe, expect, it} from 'vitest';
import {parsePage, wordCount} from '../../scripts/lib/contentPages';
import {checkPage, isPinnedRef, isReleasePage} from '../../scripts/lib/contentRules';
import {parseSource, releaseFactsOf} from '../../src/utils/releaseFacts';

const check = (source: string) => checkPage(parsePage('docs/page.md', source));

const GOOD = `---
title: A page
description: What the page gives the reader.
---

Some text.

\`\`\`json
{"valid": true}
\`\`\`

\`\`\`yaml
services:
  song:
    image: ghcr.io/overture-stack/song-server:5.3.0
\`\`\`
`;

describe('content rules', () => {
  it('accept a complete page', () => {
    expect(check(GOOD)).toEqual([]);
  });

  it('require a title and a description', () => {
    expect(check('---\ntitle: Only a title\n---\n\nText.\n')).toEqual([
      'docs/page.md:1 front matter needs a non-empty `description`',
    ]);
    expect(check('No front matter at all.\n')).toHaveLength(2);
  });

  it('reject placeholder text', () => {
    const problems = check(GOOD.replace('Some text.', 'Some text. TODO: explain the flags. Coming soon.'));
    expect(problems).toEqual([
      'docs/page.md:6 placeholder text "TODO": finish the sentence or remove it',
      'docs/page.md:6 placeholder text "Coming soon": finish the sentence or remove it',
    ]);
  });

  it('require a language on every code block', () => {
    expect(check(`${GOOD}\n\`\`\`\nls -l\n\`\`\`\n`)).toEqual([
      expect.stringMatching(/^docs\/page\.md:\d+ code block without a language/),
    ]);
  });

  it('accept languages the site highlights and plain blocks, and reject the others', () => {
    for (const lang of ['bash', 'properties', 'http', 'tsx', 'python', 'text', 'mermaid']) {
      expect(check(`${GOOD}\n\`\`\`${lang}\nx\n\`\`\`\n`), lang).toEqual([]);
    }
    expect(check(`${GOOD}\n\`\`\`cobol\nDISPLAY 'x'.\n\`\`\`\n`)).toEqual([
      expect.stringMatching(/code block in "cobol", which the site does not highlight/),
    ]);
  });

  it('require JSON and YAML blocks to parse', () => {
    const broken = GOOD.replace('{"valid": true}', '{"valid": true, }').replace('    image:', '  image: [');
    const problems = check(broken);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/json block does not parse/);
    expect(problems[1]).toMatch(/yaml block does not parse/);
  });

  it('report a page MDX cannot read with its line and the fix, and go on with the other pages', () => {
    const broken = GOOD.replace('Some text.', 'Download the object <OBJECT_ID> with score-client.');
    expect(check(broken)).toEqual([
      expect.stringMatching(/^docs\/page\.md:6 MDX cannot read this page: .*<OBJECT_ID>.*belongs in backticks/),
    ]);
    expect(check(GOOD)).toEqual([]);
  });

  it('flag a bare {…} in prose, which MDX would run as JavaScript, but not a comment', () => {
    expect(check(GOOD.replace('Some text.', 'The build writes to {outDir}.'))).toEqual([
      'docs/page.md:6 {outDir} is run as JavaScript by MDX and breaks the build: put it in backticks (`{outDir}`)',
    ]);
    expect(check(GOOD.replace('Some text.', 'Some text.\n\n{/* truncate */}'))).toEqual([]);
  });

  it('count the words a reader reads, not code', () => {
    const page = parsePage('docs/page.md', GOOD);
    expect(wordCount(page.prose)).toBe(2);
  });

  it('require the release and its sources on pages about a tool release', () => {
    const toolPage = (source: string) => checkPage(parsePage('docs/core-software/song/setup.md', source));
    expect(toolPage(GOOD)).toEqual([
      expect.stringMatching(/^docs\/core-software\/song\/setup\.md:1 front matter needs `software`/),
      expect.stringMatching(/^docs\/core-software\/song\/setup\.md:1 front matter needs `sources`/),
    ]);
    const sourced = GOOD.replace(
      'description: What the page gives the reader.',
      'description: What the page gives the reader.\nsoftware: Song 5.3.0\nsources:\n' +
        '  - overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml',
    );
    expect(toolPage(sourced)).toEqual([]);
    expect(toolPage(sourced.replace('@5.2.0:', '@develop:'))).toEqual([
      'docs/core-software/song/setup.md:1 source "overture-stack/SONG@develop:song-server/src/main/resources/' +
        'application.yml" names "develop", which can move: give the release tag or the full 40-character commit ' +
        'the facts were checked at',
    ]);
    expect(toolPage(sourced.replace('overture-stack/SONG@5.2.0:', 'SONG 5.2.0 '))).toEqual([
      'docs/core-software/song/setup.md:1 source "SONG 5.2.0 song-server/src/main/resources/application.yml" ' +
        'is not of the form owner/repo@ref:path or npm:package@version:path',
    ]);
  });

  it('know which pages are about a tool release', () => {
    for (const file of [
      'docs/core-software/song/overview.md',
      'docs/core-software/score/usage/index.md',
      'docs/under-development/Lyric.md',
      'docs/platform-tools/quickstart.md',
      'guides/api-reference.md',
      'guides/deployment-guide/data-management-&-storage.md',
    ]) {
      expect(isReleasePage(file), file).toBe(true);
    }
    for (const file of [
      'docs/core-software/index.md',
      'docs/under-development/index.md',
      'docs/platform-tools/index.md',
      'docs/getting-started.md',
      'community/support.md',
      'guides/getting-started.md',
      'guides/user-guides/index.md',
    ]) {
      expect(isReleasePage(file), file).toBe(false);
    }
  });
});

describe('pinned refs', () => {
  it('accept version tags and full commits, and refuse branches and abbreviated commits', () => {
    for (const ref of ['5.2.0', 'dictionary-v2.0.0', 'RELEASE.2018-05-11T00-29-24Z', 'a'.repeat(40)]) {
      expect(isPinnedRef(ref), ref).toBe(true);
    }
    for (const ref of ['main', 'develop', 'quickstart', 'feature/integrate-google-cloud', 'release/5.3', 'a211593']) {
      expect(isPinnedRef(ref), ref).toBe(false);
    }
  });
});

describe('admonitions', () => {
  it('take their title in brackets, and say how to fix the old form', () => {
    const withAdmonition = (admonition: string) => check(`${GOOD}\n${admonition}\nText.\n:::\n`);
    expect(withAdmonition(':::note[Sources]')).toEqual([]);
    expect(withAdmonition(':::tip')).toEqual([]);
    expect(withAdmonition(':::warning Port 8081')).toEqual([
      expect.stringMatching(/:\d+ admonition title after the keyword is shown as text: write :::warning\[Port 8081\]$/),
    ]);
    // Inside a code block, the old form is an example, not an admonition.
    expect(check(`${GOOD}\n\`\`\`md\n:::note Title\n\`\`\`\n`)).toEqual([]);
  });
});

describe('release facts', () => {
  it('link each source to its file at its ref', () => {
    expect(parseSource('overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml')).toEqual({
      repository: 'overture-stack/SONG',
      ref: '5.2.0',
      path: 'song-server/src/main/resources/application.yml',
      label: 'overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml',
      url: 'https://github.com/overture-stack/SONG/blob/5.2.0/song-server/src/main/resources/application.yml',
    });
    expect(parseSource('npm:@keycloak/keycloak-admin-client@22.0.5:lib/utils/auth.js')).toMatchObject({
      repository: 'npm:@keycloak/keycloak-admin-client',
      ref: '22.0.5',
      url: 'https://unpkg.com/@keycloak/keycloak-admin-client@22.0.5/lib/utils/auth.js',
    });
    expect(parseSource('overture-stack/.github@main:standards/readme.md')?.url).toBe(
      'https://github.com/overture-stack/.github/blob/main/standards/readme.md',
    );
  });

  it('reject sources that are not a file at a ref', () => {
    for (const entry of [
      'overture-stack/SONG:README.md',
      'SONG@5.2.0:README.md',
      'a/b@c:../x',
      'a/b@c:',
      'npm:x:y',
      42,
    ]) {
      expect(parseSource(entry), String(entry)).toBeUndefined();
    }
  });

  it('read the release from the front matter, and nothing without one', () => {
    expect(releaseFactsOf({software: ' Score 5.11.0 ', sources: ['overture-stack/score@5.11.0:pom.xml']})).toEqual({
      software: 'Score 5.11.0',
      releases: [],
      sources: [expect.objectContaining({repository: 'overture-stack/score', path: 'pom.xml'})],
    });
    expect(releaseFactsOf({title: 'Support'})).toBeUndefined();
  });
});
