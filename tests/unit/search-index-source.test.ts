import {afterEach, describe, expect, it, vi} from 'vitest';
import {UNREACHABLE_ERROR_NAME, httpIndexSource} from '../../src/search/client/indexSource';
import {INDEX_FORMAT} from '../../src/search/core/types';

const serveManifest = (manifest: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(manifest), {status: 200}));

describe('the index source', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads a manifest of the format this code reads', async () => {
    serveManifest({version: INDEX_FORMAT, count: 1, bytes: 10, ranking: 'r', meta: 'm'});
    await expect(httpIndexSource('/search-index/').manifest()).resolves.toMatchObject({version: INDEX_FORMAT});
  });

  it('refuses an index of another format, as one it cannot reach, and says to reload', async () => {
    serveManifest({version: INDEX_FORMAT - 1, count: 1, bytes: 10, ranking: 'r', meta: 'm'});
    const error = await httpIndexSource('/search-index/')
      .manifest()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe(UNREACHABLE_ERROR_NAME);
    expect((error as Error).message).toContain(
      `has format ${INDEX_FORMAT - 1}; this page reads format ${INDEX_FORMAT}. Reload the page.`,
    );
  });
});
