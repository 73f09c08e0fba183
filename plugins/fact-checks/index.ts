/**
 * Publishes each record of checked statements (see ./records.ts) as a page of its own, `/fact-checks/<page file>`,
 * linked from the Sources section of the page it checks. A separate page keeps the long list out of the documented
 * page's HTML and JavaScript; it is left out of the search index and the sitemap and is not indexed by search engines,
 * because it repeats the page's words.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {RECORDS_DIRECTORY, parseCitation, readRecord, recordRouteOf, type FactCheckRecord} from './records';

/** A statement as the record page shows it: the quote and its links, not the copied source lines. */
export type PublishedStatement = {statement: string; sources: {label: string; url: string}[]; note?: string};
export type PublishedRecord = Omit<FactCheckRecord, 'statements'> & {
  pageTitle: string;
  pagePermalink: string;
  statements: PublishedStatement[];
};

type DocsContent = {loadedVersions: {docs: {source: string; permalink: string; title: string}[]}[]};

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

export default function factChecksPlugin({siteDir, baseUrl}: LoadContext): Plugin {
  return {
    name: 'fact-checks',

    getPathsToWatch() {
      return [path.join(siteDir, RECORDS_DIRECTORY, '**/*.yml')];
    },

    async allContentLoaded({allContent, actions}) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const docs = Object.values(docsPlugins).flatMap((content) => content.loadedVersions.flatMap((v) => v.docs));
      for (const doc of docs) {
        const pageFile = aliasedSitePathToRelativePath(doc.source);
        const record = readRecord(siteDir, pageFile)?.record;
        if (!record) continue;
        const published: PublishedRecord = {
          page: record.page,
          software: record.software,
          checked: record.checked,
          pageTitle: doc.title,
          pagePermalink: doc.permalink,
          statements: record.statements.map(({statement, source, note}) => ({
            statement,
            sources: source.map((label) => ({label, url: citationUrl(label) ?? ''})),
            ...(note !== undefined && {note}),
          })),
        };
        const dataPath = await actions.createData(`${pageFile.replace(/[^\w-]+/g, '-')}.json`, published);
        actions.addRoute({
          path: normalizeUrl([baseUrl, recordRouteOf(pageFile)]),
          exact: true,
          component: path.join(__dirname, 'StatementsPage/index.tsx'),
          modules: {record: dataPath},
        });
      }
    },
  };
}
