import {describe, expect, it} from 'vitest';
import {groupByPage} from '../../src/search/docsearch/groupByPage';

const hit = (url: string, lvl0: string, lvl1: string, lvl2?: string) => ({
  url,
  hierarchy: {lvl0, lvl1, ...(lvl2 && {lvl2})},
  _highlightResult: {hierarchy: {lvl0: {value: lvl0, matchLevel: 'none'}}},
});

describe('modal groups', () => {
  it('give each page its own group, in ranking order whatever its section, with its headings under it', () => {
    const grouped = groupByPage([
      hit('/docs/song/setup#kafka', 'Documentation', 'Song setup'),
      hit('/docs/song/setup#kafka', 'Documentation', 'Song setup', 'Kafka'),
      hit('/guides/deploy#song', 'Guides', 'Deploy the platform'),
      hit('/docs/song/kafka', 'Documentation', 'Kafka integration'),
      hit('/docs/song/setup#verify', 'Documentation', 'Song setup', 'Verify'),
    ]);
    // DocSearch groups by lvl0 in order of first appearance: these are the groups a reader sees, in order.
    const groups = [...new Set(grouped.map((each) => each.hierarchy.lvl0))];
    expect(groups).toEqual([
      'Documentation › Song setup',
      'Guides › Deploy the platform',
      'Documentation › Kafka integration',
    ]);
    expect(grouped.map((each) => each.url)).toEqual([
      '/docs/song/setup#kafka',
      '/docs/song/setup#kafka',
      '/docs/song/setup#verify',
      '/guides/deploy#song',
      '/docs/song/kafka',
    ]);
    expect(grouped.map((each) => each._highlightResult.hierarchy.lvl0.value)).toEqual(
      grouped.map((each) => each.hierarchy.lvl0),
    );
  });
});
