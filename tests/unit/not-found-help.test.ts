import {describe, expect, it} from 'vitest';
import {nearestPages, searchWordsOf, sitemapPaths} from '../../src/components/NotFoundHelp/nearestPages';

const PAGES = [
  '/docs/core-software/score/overview',
  '/docs/core-software/score/usage/upload',
  '/docs/core-software/score/usage/download',
  '/docs/core-software/song/overview',
  '/docs/core-software/song/Usage/kafka',
  '/guides/getting-started',
];

describe('pages near an address that does not exist', () => {
  it('finds the page of a typo, a wrong letter case and a trimmed address', () => {
    expect(nearestPages('/docs/core-software/song/usage/kafak', PAGES)[0]).toBe('/docs/core-software/song/Usage/kafka');
    expect(nearestPages('/docs/core-software/score/usage/uplod', PAGES)[0]).toBe(
      '/docs/core-software/score/usage/upload',
    );
    expect(nearestPages('/docs/core-software/scor', PAGES).slice(0, 3)).toEqual([
      '/docs/core-software/score/overview',
      '/docs/core-software/score/usage/download',
      '/docs/core-software/score/usage/upload',
    ]);
  });

  it('offers nothing for an address unlike any page, and at most five', () => {
    expect(nearestPages('/wp-admin/setup-config.php', PAGES)).toEqual([]);
    expect(nearestPages('/', PAGES)).toEqual([]);
    expect(nearestPages('/docs/core-software/s', PAGES).length).toBeLessThanOrEqual(5);
  });

  it('reads addresses from a sitemap and words from an address', () => {
    const xml =
      '<urlset><url><loc>https://docs.overture.bio/docs/a</loc></url><url><loc>https://docs.overture.bio/guides/b%20c</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/docs/a', '/guides/b c']);
    expect(searchWordsOf('/docs/score/usage/uplod-files.html')).toBe('uplod files');
  });
});
