/** Small statistics and size helpers shared by the benchmarks. */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const median = (values: number[]) => percentile(values, 0.5);

export type Sizes = {files: number; raw: number; gzip: number; brotli: number};

export function sizesOf(contents: (string | Buffer)[]): Sizes {
  let raw = 0;
  let brotli = 0;
  for (const content of contents) {
    const buffer = typeof content === 'string' ? Buffer.from(content) : content;
    raw += buffer.length;
    brotli += brotliCompressSync(buffer, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
  }
  return {files: contents.length, raw, gzip: gzipBytesOf(contents), brotli};
}

/** Gzip (level 9) bytes of these contents, without the brotli pass of `sizesOf`: for corpora of many megabytes. */
export function gzipBytesOf(contents: (string | Buffer)[]): number {
  return contents.reduce((sum, content) => sum + gzipSync(content, {level: 9}).length, 0);
}

export function filesUnder(directory: string, filter: (file: string) => boolean = () => true): string[] {
  return readdirSync(directory, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(directory, file))
    .filter((file) => statSync(file).isFile() && filter(file));
}

export function sizesOfFiles(files: string[]): Sizes {
  return sizesOf(files.map((file) => readFileSync(file)));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

export async function timed<T>(run: () => Promise<T>): Promise<{ms: number; value: T}> {
  const started = performance.now();
  const value = await run();
  return {ms: performance.now() - started, value};
}
