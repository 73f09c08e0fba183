import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import prerenderDiagrams, {textAlternative, type DiagramDrawing} from '../remark';
import {DRAWING_FILE} from '../remark/drawings';
import {BrowserUnavailableError, type DiagramRenderer} from '../remark/renderer';

const MODES = {light: {theme: 'default'}, dark: {theme: 'dark'}} as const;
const MARKDOWN = `# Page

\`\`\`mermaid
flowchart LR
  accTitle: Two boxes
  accDescr: Box a points to box b.
  a --> b
\`\`\`

Text between.

\`\`\`bash
echo not a diagram
\`\`\`

\`\`\`mermaid
sequenceDiagram
  accTitle: A greeting
  accDescr {
    a says hello
    to b.
  }
  a ->> b: hello
\`\`\`
`;

/** A renderer that "draws" a diagram as a tiny SVG naming its theme and id prefix. */
const fakeRenderer: DiagramRenderer = async ({source, config, idPrefix}) => ({
  svg: `<svg id="${idPrefix}" data-theme="${config.theme}"><text>${source.split('\n')[0]}</text></svg>`,
});

const drawingsDir = path.join(mkdtempSync(path.join(tmpdir(), 'prerender-test-')), 'overture-diagrams', 'drawings');

async function run(markdown: string, renderer: DiagramRenderer | null, page = '/site/docs/page.md'): Promise<Root> {
  const processor = unified().use(remarkParse).use(prerenderDiagrams, {modes: MODES, renderer, drawingsDir});
  const file = new VFile({path: page, value: markdown});
  return (await processor.run(processor.parse(file), file)) as Root;
}

const isDiagram = (node: RootContent): node is MdxJsxFlowElement => (node.type as string) === 'mdxJsxFlowElement';

/** The page's imports (name to source), from the ESM node the plugin adds. */
function imports(tree: Root): Map<string, string> {
  const esm = tree.children.find((node) => (node.type as string) === 'mdxjsEsm') as unknown as {value: string};
  return new Map([...esm.value.matchAll(/import (\w+) from "([^"]+)";/g)].map(([, name, source]) => [name, source]));
}

/** The drawing each diagram on the page receives, read from the file its prop imports. */
function drawingsOf(tree: Root): DiagramDrawing[] {
  const sources = imports(tree);
  return tree.children.filter(isDiagram).map((element) => {
    const prop = element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'drawing');
    const name = (prop?.value as {value: string}).value;
    return JSON.parse(readFileSync(sources.get(name)!, 'utf8')) as DiagramDrawing;
  });
}

describe('drawing Mermaid diagrams at build time', () => {
  it('turns each mermaid block into the diagram component, its drawing imported from a file', async () => {
    const tree = await run(MARKDOWN, fakeRenderer);
    const diagrams = tree.children.filter(isDiagram);
    expect(diagrams).toHaveLength(2);
    expect(diagrams.every((element) => element.name === 'OverturePrerenderedDiagram')).toBe(true);
    const sources = imports(tree);
    expect(sources.get('OverturePrerenderedDiagram')).toBe('@site/plugins/diagrams/components/PrerenderedDiagram');
    const drawingFiles = [...sources.values()].filter(
      (source) => source !== '@site/plugins/diagrams/components/PrerenderedDiagram',
    );
    expect(drawingFiles).toHaveLength(2);
    expect(drawingFiles.every((file) => DRAWING_FILE.test(file) && file.startsWith(drawingsDir))).toBe(true);

    const [first, second] = drawingsOf(tree);
    expect(first.light).toContain('data-theme="default"');
    expect(first.dark).toContain('data-theme="dark"');
    expect(first.light).toContain('flowchart LR');
    expect(second.light).toContain('sequenceDiagram');
    // Other code blocks are left alone.
    expect(tree.children.some((node) => node.type === 'code' && node.lang === 'bash')).toBe(true);
  });

  it('gives every drawing its own element ids, different on each page', async () => {
    const ids = (tree: Root) =>
      drawingsOf(tree).flatMap(({light, dark}) => [light, dark].map((svg) => svg.match(/id="([^"]+)"/)![1]));
    const onePage = ids(await run(MARKDOWN, fakeRenderer, '/site/docs/one.md'));
    const otherPage = ids(await run(MARKDOWN, fakeRenderer, '/site/docs/other.md'));
    expect(new Set(onePage).size).toBe(4);
    expect(onePage.filter((id) => otherPage.includes(id))).toEqual([]);
    expect(onePage.every((id) => /^diagram-[0-9a-f]{10}-(light|dark)$/.test(id))).toBe(true);
  });

  it('fails with the file and line of a diagram without a text alternative, drawn or not', async () => {
    const untitled = '# Page\n\n```mermaid\nflowchart LR\n  accDescr: only a description\n  a --> b\n```\n';
    for (const renderer of [fakeRenderer, null]) {
      await expect(run(untitled, renderer, '/site/docs/untitled.md')).rejects.toThrow(
        /Mermaid diagram at \/site\/docs\/untitled\.md:3 has no text alternative\. Add a line `accTitle: .*` and a line `accDescr: .*`/,
      );
    }
  });

  it('leaves the blocks to the browser when there is no renderer', async () => {
    const tree = await run(MARKDOWN, null);
    expect(tree.children.filter((node) => node.type === 'code' && node.lang === 'mermaid')).toHaveLength(2);
  });

  it('leaves the blocks to the browser, with a warning, when Chromium cannot be used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noBrowser: DiagramRenderer = async () => {
      throw new BrowserUnavailableError('Failed to launch chromium');
    };
    const tree = await run(MARKDOWN, noBrowser);
    expect(tree.children.filter((node) => node.type === 'code' && node.lang === 'mermaid')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Failed to launch chromium.*drawn in the browser/));
    warn.mockRestore();
  });

  it('does not start a renderer for a page without diagrams', async () => {
    const renderer = vi.fn(fakeRenderer);
    await run('# Just text\n\n```bash\nls\n```\n', renderer);
    expect(renderer).not.toHaveBeenCalled();
  });

  it('fails with the file, the line and Mermaid’s message when a diagram is invalid', async () => {
    const broken: DiagramRenderer = async ({source}) => {
      if (source.startsWith('sequenceDiagram')) throw new Error('Parse error on line 2');
      return fakeRenderer({source, config: {theme: 'default'}, idPrefix: 'x'});
    };
    await expect(run(MARKDOWN, broken, '/site/docs/broken.md')).rejects.toThrow(
      /Mermaid diagram at \/site\/docs\/broken\.md:16 could not be drawn: Parse error on line 2/,
    );
  });
});

describe('text alternatives', () => {
  it('reads accTitle and a one-line or multi-line accDescr', () => {
    expect(textAlternative('flowchart LR\n  accTitle: Title here  \n  accDescr: One line.\n  a --> b')).toEqual({
      title: 'Title here',
      description: 'One line.',
    });
    expect(textAlternative('stateDiagram-v2\naccDescr {\n  First line,\n  second line.\n}\n')).toEqual({
      title: undefined,
      description: 'First line, second line.',
    });
  });
});
