/**
 * The rules of the llms.txt format (https://llmstxt.org), as a reader of the file applies them: an H1 with the
 * name; a blockquote with a summary; Markdown of any kind but headings; then sections that each start with an H2
 * and hold only lists, whose every item is a link `[name](url)`, optionally followed by `: notes`. Read with plain
 * CommonMark and GitHub's extensions, the way an assistant's Markdown reader sees the file; throws with the rule a
 * file breaks. Shared by the plugin's unit tests and the tests of the built site.
 */
import type {List, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export type LlmsTxtLink = {name: string; url: string; notes?: string};
export type LlmsTxt = {
  title: string;
  summary: string;
  /** The Markdown between the summary and the first section, as text. */
  details: string;
  sections: {title: string; links: LlmsTxtLink[]}[];
};

const commonMark = unified().use(remarkParse).use(remarkGfm).freeze();

function listLinks(list: List, section: string): LlmsTxtLink[] {
  return list.children.map((item, index) => {
    const where = `section "${section}", item ${index + 1}`;
    const [paragraph, ...rest] = item.children;
    if (paragraph?.type !== 'paragraph' || rest.length > 0) throw new Error(`${where}: not one line of text`);
    const [link, ...after] = paragraph.children;
    if (link?.type !== 'link') throw new Error(`${where}: does not start with a Markdown link`);
    const name = toString(link);
    if (!name || !link.url) throw new Error(`${where}: a link needs a name and a URL`);
    const notes = toString({type: 'paragraph', children: after});
    if (notes && !/^: \S/.test(notes)) throw new Error(`${where}: text after the link must start with ": "`);
    return {name, url: link.url, ...(notes && {notes: notes.slice(2)})};
  });
}

export function parseLlmsTxt(text: string): LlmsTxt {
  const tree = commonMark.parse(text) as Root;
  const nodes = tree.children as Nodes[];
  const [h1, quote] = nodes;
  if (h1?.type !== 'heading' || h1.depth !== 1) throw new Error('the file must start with an H1 (the name)');
  if (quote?.type !== 'blockquote') throw new Error('the H1 must be followed by a blockquote (the summary)');
  const result: LlmsTxt = {title: toString(h1), summary: toString(quote), details: '', sections: []};
  let index = 2;
  const details: string[] = [];
  for (; index < nodes.length && nodes[index].type !== 'heading'; index++) details.push(toString(nodes[index]));
  result.details = details.join('\n');
  for (; index < nodes.length; index++) {
    const node = nodes[index];
    if (node.type === 'heading') {
      if (node.depth !== 2) throw new Error(`"${toString(node)}": only H2 headings may follow the summary`);
      result.sections.push({title: toString(node), links: []});
      continue;
    }
    const section = result.sections.at(-1)!;
    if (node.type !== 'list') throw new Error(`section "${section.title}" holds a ${node.type}, not a list of links`);
    section.links.push(...listLinks(node, section.title));
  }
  for (const section of result.sections) {
    if (section.links.length === 0) throw new Error(`section "${section.title}" lists nothing`);
  }
  return result;
}
