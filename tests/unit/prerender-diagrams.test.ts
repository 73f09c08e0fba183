import {describe, expect, it, vi} from 'vitest';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import type {Root, RootContent} from 'mdast';
import prerenderDiagrams, {type PrerenderedMermaidProps} from '../../src/remark/prerenderDiagrams';
import {BrowserUnavailableError, type DiagramRenderer} from '../../src/remark/prerenderDiagrams/renderer';

const THEMES = {light: 'default', dark: 'dark'};
const MARKDOWN = `# Page

\`\`\`mermaid
flowchart LR
  a --> b
\`\`\`

Text between.

\`\`\`bash
echo not a diagram
\`\`\`

\`\`\`mermaid
sequenceDiagram
  a ->> b: hello
\`\`\`
`;

/** A renderer that "draws" a diagram as a tiny SVG naming its theme and id prefix. */
const fakeRenderer: DiagramRenderer = async ({source, theme, idPrefix}) => ({
  svg: `<svg id="${idPrefix}" data-theme="${theme}"><text>${source.split('\n')[0]}</text></svg>`,
});

/** What the plugin hands to the Mermaid theme component. */
function drawn(node: RootContent): {hName: string; hProperties: PrerenderedMermaidProps} {
  return node.data as unknown as {hName: string; hProperties: PrerenderedMermaidProps};
}

async function run(markdown: string, renderer: DiagramRenderer | null, path = '/site/docs/page.md'): Promise<Root> {
  const processor = unified().use(remarkParse).use(prerenderDiagrams, {themes: THEMES, renderer});
  const file = new VFile({path, value: markdown});
  return (await processor.run(processor.parse(file), file)) as Root;
}

describe('drawing Mermaid diagrams at build time', () => {
  it('turns each mermaid block into the theme component with a light and a dark drawing', async () => {
    const tree = await run(MARKDOWN, fakeRenderer);
    const diagrams = tree.children.filter((node) => (node.type as string) === 'mermaidCodeBlock');
    expect(diagrams).toHaveLength(2);
    const [first, second] = diagrams.map((node) => drawn(node));
    expect(first.hName).toBe('mermaid');
    expect(first.hProperties.value).toBe('flowchart LR\n  a --> b');
    expect(first.hProperties.lightSvg).toContain('data-theme="default"');
    expect(first.hProperties.darkSvg).toContain('data-theme="dark"');
    expect(second.hProperties.lightSvg).toContain('sequenceDiagram');
    // Other code blocks are left alone.
    expect(tree.children.some((node) => node.type === 'code' && node.lang === 'bash')).toBe(true);
  });

  it('gives every drawing its own element ids, different on each page', async () => {
    const ids = (tree: Root) =>
      tree.children
        .filter((node) => (node.type as string) === 'mermaidCodeBlock')
        .flatMap((node) => {
          const {lightSvg, darkSvg} = drawn(node).hProperties;
          return [lightSvg, darkSvg].map((svg) => svg.match(/id="([^"]+)"/)![1]);
        });
    const onePage = ids(await run(MARKDOWN, fakeRenderer, '/site/docs/one.md'));
    const otherPage = ids(await run(MARKDOWN, fakeRenderer, '/site/docs/other.md'));
    expect(new Set(onePage).size).toBe(4);
    expect(onePage.filter((id) => otherPage.includes(id))).toEqual([]);
    expect(onePage.every((id) => /^diagram-[0-9a-f]{10}-(light|dark)$/.test(id))).toBe(true);
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
      return fakeRenderer({source, theme: 'default', idPrefix: 'x'});
    };
    await expect(run(MARKDOWN, broken, '/site/docs/broken.md')).rejects.toThrow(
      /Mermaid diagram at \/site\/docs\/broken\.md:14 could not be drawn: Parse error on line 2/,
    );
  });
});
