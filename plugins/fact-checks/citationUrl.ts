/** Where a citation of a record leads a reader (browser-safe: the fact-checks plugin and page components use it). */

/** A place in a source file: the page's `sources` entry it belongs to and the lines. */
export type Citation = {file: string; startLine: number; endLine: number};

const CITATION = /^([^#\s]+)#L(\d+)(?:-L(\d+))?$/;

export function parseCitation(text: string): Citation | undefined {
  const match = CITATION.exec(text.trim());
  if (!match) return undefined;
  const startLine = Number(match[2]);
  const endLine = match[3] === undefined ? startLine : Number(match[3]);
  if (startLine < 1 || endLine < startLine) return undefined;
  return {file: match[1], startLine, endLine};
}

/**
 * `owner/repo@ref:path#L1-L5` → the lines on GitHub at that ref; `npm:package@version:path#L1-L5` (a file of a
 * published npm package, for code that runs from npm) → the file on unpkg, which has no line anchors.
 */
export function citationUrl(text: string): string | undefined {
  const citation = parseCitation(text);
  const npm = citation && /^npm:((?:@[^/]+\/)?[^@]+)@([^:]+):(.+)$/.exec(citation.file);
  if (npm) {
    const [, name, version, file] = npm;
    return `https://unpkg.com/${name}@${encodeURIComponent(version)}/${file.split('/').map(encodeURIComponent).join('/')}`;
  }
  const match = citation && /^([^/]+)\/([^@]+)@([^:]+):(.+)$/.exec(citation.file);
  if (!citation || !match) return undefined;
  const [, owner, repo, ref, file] = match;
  const lines =
    citation.startLine === citation.endLine ? `L${citation.startLine}` : `L${citation.startLine}-L${citation.endLine}`;
  const encodedPath = file.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${owner}/${repo}/blob/${encodeURIComponent(ref)}/${encodedPath}#${lines}`;
}
