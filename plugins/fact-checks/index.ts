/**
 * Publishes each record of checked statements (see ./records.ts) as a page of its own, `/fact-checks/<page file>`,
 * linked from the Sources section of the page it checks. A separate page keeps the long list out of the documented
 * page's HTML and JavaScript; it is left out of the search index and the sitemap and is not indexed by search engines,
 * because it repeats the page's words.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {citationUrl} from './citationUrl';
import {RECORDS_DIRECTORY, readRecord, recordRouteOf, recordedFileOf, type FactCheckRecord} from './records';

/** A statement as the record page shows it: the quote and its links, not the copied source lines. */
export type PublishedStatement = {statement: string; sources: {label: string; url: string}[]; note?: string};
export type PublishedRecord = Omit<FactCheckRecord, 'statements'> & {
  pageTitle: string;
  pagePermalink: string;
  statements: PublishedStatement[];
};

type DocsContent = {loadedVersions: {docs: {source: string; permalink: string; title: string}[]}[]};

export {citationUrl} from './citationUrl';

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
        const pageFile = recordedFileOf(aliasedSitePathToRelativePath(doc.source));
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
