/** Writes one benchmark's section of bench/RESULTS.md, keeping the other sections. */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RESULTS = path.resolve(__dirname, '../RESULTS.md');
const HEADER = `# Benchmark results

Written by the benchmarks (\`npm run bench\` runs them all). Each section is replaced when its
benchmark runs again; the figures come from one run on the machine named in the section.
`;

export function writeSection(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : HEADER;
  const section = `${start}\n${body.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS, next.endsWith('\n') ? next : `${next}\n`);
}

export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}
