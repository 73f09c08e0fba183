/**
 * The README explains every dependency and lists the production ones with the
 * versions installed: this keeps that section true when package.json changes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const section = readme.slice(readme.indexOf('## Dependencies and why they are here'), readme.indexOf('## Licence'));

function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;
}

/** Rows of the production table: package → version. */
function productionRows(): Map<string, string> {
  const table = section.slice(section.indexOf('Production'), section.indexOf('Development'));
  const rows = new Map<string, string>();
  for (const [, name, version] of table.matchAll(/^\| `([^`]+)`\s*\| ([^|]+?)\s*\|/gm)) rows.set(name, version);
  return rows;
}

describe('README dependencies section', () => {
  it('lists every production dependency with its installed version', () => {
    const rows = productionRows();
    for (const name of Object.keys(manifest.dependencies)) {
      expect(rows.get(name), `${name} in the production table`).toBe(installedVersion(name));
    }
    expect([...rows.keys()].sort()).toEqual(Object.keys(manifest.dependencies).sort());
  });

  it('explains every development dependency', () => {
    const development = section.slice(section.indexOf('Development'));
    for (const name of Object.keys(manifest.devDependencies)) {
      expect(development, `${name} in the development table`).toContain(`\`${name}\``);
    }
  });
});
