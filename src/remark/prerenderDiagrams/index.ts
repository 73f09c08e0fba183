/**
 * Remark plugin: draws each ```mermaid code block at build time, once per
 * colour mode, and hands both SVGs to the Mermaid theme component
 * (src/theme/Mermaid). A page with diagrams then loads no Mermaid code, shows
 * its diagrams with the HTML (no layout shift) and works without JavaScript.
 *
 * It runs before Docusaurus's own Mermaid step. A block it does not draw (in
 * `docusaurus start`, or when no Chromium is found) is left to that step, and
 * the reader's browser draws it as usual.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {Node, Parent} from 'unist';
import type {VFile} from 'vfile';
import {BrowserUnavailableError, createChromiumRenderer, findChromium, type DiagramRenderer} from './renderer';

export interface PrerenderDiagramsOptions {
  /** The Mermaid theme of each colour mode (the site's themeConfig.mermaid.theme). */
  themes: {light: string; dark: string};
  /** Draws a diagram. Default: Chromium in production builds, none otherwise. */
  renderer?: DiagramRenderer | null;
}

/** The props the Mermaid theme component receives for a drawn diagram. */
export interface PrerenderedMermaidProps {
  value: string;
  lightSvg: string;
  darkSvg: string;
}

let defaultRenderer: DiagramRenderer | null | undefined;
let warnedAboutBrowser = false;

/** Chromium in production builds; null (drawn in the browser) in development or without a browser. */
function getDefaultRenderer(): DiagramRenderer | null {
  if (defaultRenderer !== undefined) return defaultRenderer;
  if (process.env.NODE_ENV !== 'production') return (defaultRenderer = null);
  const chromium = findChromium();
  if (!chromium) {
    console.warn(
      '[diagrams] No Chromium found (set CHROMIUM_PATH): Mermaid diagrams will be drawn in the browser instead of at build time.',
    );
    return (defaultRenderer = null);
  }
  try {
    return (defaultRenderer = createChromiumRenderer(chromium));
  } catch (error) {
    console.warn(
      `[diagrams] Cannot draw diagrams at build time (${(error as Error).message}): Mermaid diagrams will be drawn in the browser.`,
    );
    return (defaultRenderer = null);
  }
}

function mermaidBlocks(node: Node, found: Code[] = []): Code[] {
  if (node.type === 'code' && (node as Code).lang === 'mermaid') found.push(node as Code);
  for (const child of (node as Parent).children ?? []) mermaidBlocks(child, found);
  return found;
}

/**
 * Element ids inside an SVG must be unique on the page: derive them from the page
 * (its path in the site, so every copy of the site draws, and caches, the same) and the diagram.
 */
function idPrefix(file: VFile, index: number, source: string): string {
  const page = path.relative(process.cwd(), file.path);
  const hash = createHash('sha256').update(`${page}\n${index}\n${source}`).digest('hex').slice(0, 10);
  return `diagram-${hash}`;
}

export default function prerenderDiagrams(options: PrerenderDiagramsOptions) {
  return async (root: Root, file: VFile): Promise<void> => {
    const blocks = mermaidBlocks(root);
    if (blocks.length === 0) return;
    const renderer = options.renderer === undefined ? getDefaultRenderer() : options.renderer;
    if (!renderer) return;

    let browserProblem: BrowserUnavailableError | undefined;
    await Promise.all(
      blocks.map(async (block, index) => {
        const source = block.value;
        const prefix = idPrefix(file, index, source);
        let light, dark;
        try {
          [light, dark] = await Promise.all([
            renderer({source, theme: options.themes.light, idPrefix: `${prefix}-light`}),
            renderer({source, theme: options.themes.dark, idPrefix: `${prefix}-dark`}),
          ]);
        } catch (error) {
          if (error instanceof BrowserUnavailableError) {
            browserProblem = error;
            return;
          }
          const where = `${file.path}:${block.position?.start.line ?? '?'}`;
          throw new Error(
            `The Mermaid diagram at ${where} could not be drawn: ${(error as Error).message.replace(/\.?\s*$/, '')}. Check its syntax at https://mermaid.js.org/intro/syntax-reference.html`,
            {cause: error},
          );
        }
        const props: PrerenderedMermaidProps = {value: source, lightSvg: light.svg, darkSvg: dark.svg};
        // Becomes the node Docusaurus's Mermaid step makes (rendered by @theme/Mermaid), with the drawings added.
        const node: Node & Partial<Code> = block;
        delete node.lang;
        delete node.meta;
        delete node.value;
        Object.assign(node, {type: 'mermaidCodeBlock', data: {hName: 'mermaid', hProperties: props}});
      }),
    );
    if (browserProblem && !warnedAboutBrowser) {
      warnedAboutBrowser = true;
      console.warn(
        `[diagrams] Chromium could not draw diagrams (${browserProblem.message}): they will be drawn in the browser.`,
      );
    }
  };
}
