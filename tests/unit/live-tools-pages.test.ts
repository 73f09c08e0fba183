/**
 * Which pages carry a live tool (src/tools/liveToolPages.ts): such a page shows its Sources list without a closed
 * <details>, which made selecting a large paste in a tool's box lock the tab for minutes (issue 28).
 */
import {describe, expect, it} from 'vitest';
import {loadContentPages} from '../../scripts/lib/contentPages';
import {TOOL_COLLECTORS} from '../../src/remark/toolExamples';
import {LIVE_TOOL_COMPONENTS, usesLiveTool} from '../../src/tools/liveToolPages';

describe('pages with a live tool', () => {
  it('are told apart by the components the remark plugin gives examples to', () => {
    expect([...LIVE_TOOL_COMPONENTS].sort()).toEqual(Object.keys(TOOL_COLLECTORS).sort());
  });

  it('are the SQON page and the Lectern dictionary reference, found from their Markdown', () => {
    const pages = loadContentPages().filter(({source}) => usesLiveTool(source));
    expect(pages.map(({file}) => file)).toEqual([
      'docs/core-software/arranger/usage/sqon-filter-notation.md',
      'docs/core-software/lectern/dictionaryReference.md',
    ]);
    expect(usesLiveTool('Text about `<SqonPlayground />` in a sentence.')).toBe(false);
    expect(usesLiveTool('## Try it\n\n<DictionaryChecker />\n')).toBe(true);
  });
});
