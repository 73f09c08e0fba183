/**
 * The settings that make the build refuse broken content. Docusaurus enforces them (its own tests cover how); what
 * the site owns is that they are on. The content check reports the same defects, all of them in one pass
 * (tests/unit/link-rules.test.ts).
 */
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

describe('site configuration', () => {
  it('fails the build on a broken link, anchor, Markdown link or image', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });
});
