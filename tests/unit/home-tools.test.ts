import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadContentPages} from '../../scripts/lib/contentPages';
import {routeOf} from '../../scripts/lib/linkRules';
import {tools} from '../../src/data/tools';

const routes = new Set(loadContentPages().map(routeOf));

describe('home page tool cards', () => {
  it('lead every tool to a page of this site that exists', () => {
    for (const tool of tools) {
      expect(routes.has(tool.docs), `${tool.name}: ${tool.docs}`).toBe(true);
    }
  });

  it('give every tool folder of the docs a card that leads to its overview', () => {
    const folders = readdirSync(path.resolve(__dirname, '../../docs/core-software'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const card = tools.find((tool) => tool.name.toLowerCase() === folder);
      expect(card?.docs, folder).toBe(`/docs/core-software/${folder}/overview`);
    }
  });
});
