import {describe, expect, it} from 'vitest';
import {INSIGHTS_ORIGIN, INSIGHTS_SCRIPT} from '../../config/algoliaInsights';
import {contentSecurityPolicy} from '../../config/httpPolicy';

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

const ALGOLIA = {scriptHashes: ['abc='], algoliaAppId: 'TESTAPP'};

describe('Content-Security-Policy', () => {
  it('allows only the site itself when nothing is configured', () => {
    const policy = contentSecurityPolicy({scriptHashes: ['abc=']});
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('allows the Algolia hosts of the application, read, write and fallbacks', () => {
    expect(directive(contentSecurityPolicy(ALGOLIA), 'connect-src')).toEqual([
      "'self'",
      'https://testapp-dsn.algolia.net',
      'https://testapp.algolia.net',
      'https://testapp-1.algolianet.com',
      'https://testapp-2.algolianet.com',
      'https://testapp-3.algolianet.com',
    ]);
  });

  it('leaves the Insights script and API out unless usage events are on', () => {
    for (const policy of [
      contentSecurityPolicy(ALGOLIA),
      contentSecurityPolicy({...ALGOLIA, algoliaInsights: false}),
      // Events need Algolia: without it the setting allows nothing.
      contentSecurityPolicy({scriptHashes: [], algoliaInsights: true}),
    ]) {
      expect(policy).not.toContain('insights');
      expect(policy).not.toContain('jsdelivr');
    }
  });

  it('with usage events on, allows the one Insights script by its full URL and the Insights API', () => {
    const policy = contentSecurityPolicy({...ALGOLIA, algoliaInsights: true});
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", INSIGHTS_SCRIPT.url]);
    expect(directive(policy, 'connect-src')).toContain(INSIGHTS_ORIGIN);
    // Not the whole CDN: any other file there stays blocked.
    expect(directive(policy, 'script-src')).not.toContain('https://cdn.jsdelivr.net');
    expect(INSIGHTS_SCRIPT.url).toMatch(
      /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@[\d.]+\/dist\/[\w.-]+\.js$/,
    );
    expect(INSIGHTS_SCRIPT.url).toContain(`@${INSIGHTS_SCRIPT.version}/`);
  });
});
