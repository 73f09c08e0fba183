/**
 * Remark plugin: hands each live tool on a page the examples of that page.
 * For every `<SqonPlayground />` or `<DictionaryChecker />` element in the
 * page's MDX, it collects the page's code blocks (with the heading each sits
 * under) through the tool's collector (src/tools/examples.ts) and adds them to
 * the element as its `examples` attribute, a JSON string. Pages without these
 * elements are left as they are.
 */
import type {Heading, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {collectLecternExamples, collectSqonExamples, type ExampleBlock} from '../../tools/examples';

/** The component names a page gives the tools (`import SqonPlayground from '@site/src/components/SqonPlayground'`). */
export const TOOL_COLLECTORS: Record<string, (blocks: ExampleBlock[]) => unknown[]> = {
  SqonPlayground: collectSqonExamples,
  DictionaryChecker: collectLecternExamples,
};

export const EXAMPLES_ATTRIBUTE = 'examples';

/** A heading's text, with its inline code between backticks as written ("8. A pattern in `in`"). */
function headingText(heading: Heading): string {
  return heading.children
    .map((child) => (child.type === 'inlineCode' ? `\`${child.value}\`` : toString(child)))
    .join('');
}

/** The page's code blocks in reading order, each with the text of the last heading before it. */
export function pageBlocks(tree: Root): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  let heading = '';
  visit(tree, (node) => {
    if (node.type === 'heading') heading = headingText(node);
    if (node.type === 'code')
      blocks.push({lang: node.lang ?? null, meta: node.meta ?? null, value: node.value, heading});
  });
  return blocks;
}

export default function toolExamples() {
  return (tree: Root): void => {
    const tools: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (element) => {
      if (element.name && element.name in TOOL_COLLECTORS) tools.push(element);
    });
    if (tools.length === 0) return;
    const blocks = pageBlocks(tree);
    for (const tool of tools) {
      const examples = TOOL_COLLECTORS[tool.name!](blocks);
      tool.attributes = tool.attributes.filter(
        (attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === EXAMPLES_ATTRIBUTE),
      );
      tool.attributes.push({type: 'mdxJsxAttribute', name: EXAMPLES_ATTRIBUTE, value: JSON.stringify(examples)});
    }
  };
}
