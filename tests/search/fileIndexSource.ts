/** Reads a built search index from disk, for tests and benchmarks in Node. */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {IndexSource} from '../../src/search/core/engine';
import type {IndexManifest} from '../../src/search/core/types';

export function fileIndexSource(directory: string): IndexSource {
  const read = async <T>(name: string) => JSON.parse(await readFile(path.join(directory, name), 'utf8')) as T;
  return {manifest: () => read<IndexManifest>('manifest.json'), file: read};
}
