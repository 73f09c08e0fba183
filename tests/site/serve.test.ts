/** `npm run serve` (server/app.ts) serving the production build. */
import {describe, expect, it} from 'vitest';
import {cleanPath, createApp} from '../../server/app';
import {serveBuildForTests, servingChecks} from './servingChecks';

const origin = serveBuildForTests();

describe('npm run serve', () => {
  servingChecks(origin);

  it('refuses other methods and malformed addresses clearly', async () => {
    const post = await fetch(`${origin()}/`, {method: 'POST'});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const broken = await fetch(`${origin()}/docs/%E0%A4%A`);
    expect(broken.status).toBe(400);
  });

  it('does not let a path leave the build folder', async () => {
    const response = await fetch(`${origin()}/..%2f..%2fpackage.json`);
    expect(response.status).toBe(404);
  });

  it('says what to do when there is no build', () => {
    expect(() => createApp('/nonexistent-build')).toThrow(/run `npm run build` first/);
  });
});

describe('cleanPath', () => {
  it('maps .html and /index.html to clean URLs and leaves others alone', () => {
    expect(cleanPath('/docs/x.html')).toBe('/docs/x');
    expect(cleanPath('/docs/index.html')).toBe('/docs/');
    expect(cleanPath('/docs/x')).toBeUndefined();
    expect(cleanPath('/404.html')).toBeUndefined();
  });
});
