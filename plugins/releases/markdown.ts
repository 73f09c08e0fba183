/**
 * The compatibility page's components as Markdown, for the page's Markdown copy (plugins/llms-txt): the same data
 * (src/data/releases.ts) in the same order as `components/index.tsx` draws it, as syntax trees. The copy of a page
 * has no React to render these with, and without them the page would be its headings alone.
 */
import type {BlockContent, List, PhrasingContent, RootContent, Table, TableCell} from 'mdast';
import {CLIENT_PAIRS, COMPATIBILITY, PLATFORM, RELEASES, releaseName, type Artifact} from '../../src/data/releases';
import {citationUrl} from '../fact-checks/citationUrl';
import {formatCheckDate} from '../fact-checks/format';
import type {ComponentMarkdown} from '../llms-txt/toMarkdown';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** The data's short texts mark code with backticks, as Markdown does; nothing else. */
function inline(value: string): PhrasingContent[] {
  return value
    .split('`')
    .map((part, index) => (index % 2 === 1 ? code(part) : text(part)))
    .filter((node) => node.type === 'inlineCode' || (node.type === 'text' && node.value !== ''));
}

function artifact(what: Artifact): PhrasingContent[] {
  switch (what.kind) {
    case 'image':
      return [text('image '), code(`${what.image}:${what.tag}`)];
    case 'npm':
      return [text('npm package '), code(`${what.package}@${what.version}`)];
    case 'commit':
      return [text('commit '), code(what.commit.slice(0, 7)), text(' of '), code(what.repository)];
    case 'archive':
      return inline(what.description);
  }
}

const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});

function documentedReleases(): RootContent[] {
  const table: Table = {
    type: 'table',
    align: [null, null, null, null],
    children: [
      {type: 'tableRow', children: ['Release', 'Date', 'What you run', 'Status'].map((title) => cell([text(title)]))},
      ...RELEASES.map((release) => ({
        type: 'tableRow' as const,
        children: [
          cell([
            {type: 'strong', children: [text(releaseName(release))]},
            ...(release.note ? [text(': '), ...inline(release.note)] : []),
          ]),
          cell([text(release.date ? formatCheckDate(release.date) : 'not given by a source')]),
          cell(artifact(release.artifact)),
          cell([text(release.status)]),
        ],
      })),
    ],
  };
  return [table];
}

const bulletList = (items: PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
});

function platformReleases(): RootContent[] {
  return [bulletList(PLATFORM.releases.map((name) => [text(name)]))];
}

function evidence(citations: readonly string[]): BlockContent[] {
  return [
    {type: 'paragraph', children: [text(`The ${citations.length} source passages this rests on:`)]},
    bulletList(
      citations.map((citation) => {
        const url = citationUrl(citation);
        return url ? [{type: 'link', url, children: [code(citation)]}] : [code(citation)];
      }),
    ),
  ];
}

const labelled = (label: string, value: string): RootContent => ({
  type: 'paragraph',
  children: [{type: 'strong', children: [text(label)]}, text(' '), ...inline(value)],
});

function findings(): RootContent[] {
  return COMPATIBILITY.flatMap((finding) => [
    {type: 'heading', depth: 3, children: [text(finding.releases.join(' and '))]} as const,
    {type: 'paragraph', children: inline(finding.finding)} as const,
    ...(finding.symptom ? [labelled('What you see:', finding.symptom)] : []),
    ...(finding.remedy ? [labelled('What to do:', finding.remedy)] : []),
    ...evidence(finding.evidence),
  ]);
}

function clientPairs(): RootContent[] {
  return CLIENT_PAIRS.flatMap((pair) => [
    {type: 'heading', depth: 3, children: [text(`${pair.client} with ${pair.servers.join(' and ')}`)]} as const,
    {type: 'paragraph', children: inline(pair.finding)} as const,
    ...evidence(pair.evidence),
  ]);
}

/** By the names the compatibility page imports them under. */
export const releasesMarkdown: Record<string, ComponentMarkdown> = {
  DocumentedReleases: documentedReleases,
  PlatformReleases: platformReleases,
  Findings: findings,
  ClientPairs: clientPairs,
};
