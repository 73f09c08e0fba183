import {describe, expect, it} from 'vitest';
import {issueUrlForPage} from '../../src/utils/issueUrl';

describe('issueUrlForPage', () => {
  it('opens a new issue pre-filled with the page address', () => {
    const url = new URL(
      issueUrlForPage('https://github.com/overture-stack/docs', 'https://docs.overture.bio/docs/getting-started'),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/overture-stack/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: problem on /docs/getting-started');
    expect(url.searchParams.get('body')).toContain('Page: https://docs.overture.bio/docs/getting-started');
  });

  it('encodes unusual characters in the path', () => {
    const url = issueUrlForPage('https://github.com/o/r', 'https://d.example/guides/a&b?x=<script>');
    expect(url).not.toContain('<script>');
    expect(new URL(url).searchParams.get('body')).toContain('a&b');
  });
});
