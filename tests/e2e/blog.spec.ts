import {test, expect} from './fixtures';

test.describe('blog', () => {
  test('lists posts with reading time and a sidebar grouped by year', async ({page}) => {
    await page.goto('/blog');
    await expect(page.locator('article').first()).toContainText(/min read/);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const groups = sidebar.getByRole('group');
    const yearHeadings = (await groups.locator('h3').allTextContents()).map((text) => text.trim());
    expect(yearHeadings.length).toBeGreaterThanOrEqual(2);
    for (const year of yearHeadings) {
      expect(year).toMatch(/^\d{4}$/);
    }
    expect([...yearHeadings].sort().reverse()).toEqual(yearHeadings);
    // Every post sits under the year it was published in.
    for (const year of yearHeadings) {
      const links = groups.filter({has: page.getByRole('heading', {name: year})}).getByRole('link');
      for (const href of await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')))) {
        expect(href).toContain(`/blog/${year}/`);
      }
    }
  });

  for (const [feed, rootElement, itemElement] of [
    ['rss.xml', 'rss', 'item'],
    ['atom.xml', 'feed', 'entry'],
  ] as const) {
    test(`publishes a valid ${feed} feed with every post`, async ({page, request}) => {
      const response = await request.get(`/blog/${feed}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto('/blog');
      const postCount = await page.locator('article').count();
      const parsed = await page.evaluate(
        ({source, item}) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            root: doc.documentElement.localName,
            items: doc.getElementsByTagName(item).length,
            firstLink:
              doc.getElementsByTagName(item)[0]?.getElementsByTagName('link')[0]?.textContent ||
              doc.getElementsByTagName(item)[0]?.getElementsByTagName('link')[0]?.getAttribute('href'),
          };
        },
        {source: xml, item: itemElement},
      );
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe(rootElement);
      expect(parsed.items).toBe(postCount);
      expect(parsed.firstLink).toMatch(/^https:\/\/[^/]+\/blog\//);
    });
  }

  test('the feeds are advertised in the page head', async ({page}) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/blog/atom.xml',
    );
  });
});
