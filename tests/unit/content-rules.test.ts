import {describe, expect, it} from 'vitest';
import {parsePage, wordCount} from '../../scripts/lib/contentPages';
import {checkPage} from '../../scripts/lib/contentRules';

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

  it('count the words a reader reads, not code', () => {
    const page = parsePage('docs/page.md', GOOD);
    expect(wordCount(page.prose)).toBe(2);
  });
});
