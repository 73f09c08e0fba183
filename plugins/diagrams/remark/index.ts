/**
 * Remark plugin: draws each ```mermaid code block at build time, once per
 * colour mode, and replaces the block with the PrerenderedDiagram component,
 * which receives the drawing through an import of its file (see ./drawings).
 * A page with diagrams then loads no Mermaid code, shows its diagrams with the
 * HTML (no layout shift) and works without JavaScript; the SVGs are not part
 * of the page's JavaScript either.
 *
 * Every diagram needs a text alternative, `accTitle` and `accDescr` in its
 * source: Mermaid makes them the SVG's title and description, which screen
 * readers announce in place of the drawing's loose labels.
 *
 * It runs before Docusaurus's own Mermaid step. A block it does not draw (in
 * `docusaurus start`, or when no Chromium is found) is left to that step, and
 * the reader's browser draws it as usual.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {saveDrawing} from './drawings';
import {
  BrowserUnavailableError,
  createChromiumRenderer,
  findChromium,
  type DiagramConfig,
  type DiagramRenderer,
} from './renderer';

export type {DiagramDrawing} from './drawings';
export type {DiagramConfig} from './renderer';

export interface PrerenderDiagramsOptions {
  /** How Mermaid draws in each colour mode (theme, theme variables, layout). */
  modes: {light: DiagramConfig; dark: DiagramConfig};
  /** Draws a diagram. Default: Chromium in production builds, none otherwise. */
  renderer?: DiagramRenderer | null;
  /** Where drawing files are written: a folder `overture-diagrams/drawings` (see DRAWING_FILE). Default: in the build cache. */
  drawingsDir?: string;
}

/** The component a drawn diagram becomes, and the names the page's code gives it and its drawings. */
const DIAGRAM_COMPONENT = '@site/plugins/diagrams/components/PrerenderedDiagram';
const COMPONENT_NAME = 'OverturePrerenderedDiagram';
const drawingName = (index: number) => `overtureDiagramDrawing${index}`;

let defaultRenderer: DiagramRenderer | null | undefined;
let warnedAboutBrowser = false;

/** Says once per build why diagrams are left to the reader's browser. */
function warnDrawnInBrowser(reason: string): void {
  if (warnedAboutBrowser) return;
  warnedAboutBrowser = true;
  console.warn(`[diagrams] ${reason}: Mermaid diagrams will be drawn in the browser instead of at build time.`);
}

/** Chromium in production builds; null (drawn in the browser) in development or without a browser. */
function getDefaultRenderer(): DiagramRenderer | null {
  if (defaultRenderer !== undefined) return defaultRenderer;
  if (process.env.NODE_ENV !== 'production') return (defaultRenderer = null);
  const chromium = findChromium();
  if (!chromium) {
    warnDrawnInBrowser('No Chromium found (set CHROMIUM_PATH)');
    return (defaultRenderer = null);
  }
  try {
    return (defaultRenderer = createChromiumRenderer(chromium));
  } catch (error) {
    warnDrawnInBrowser(`Cannot draw diagrams at build time (${(error as Error).message})`);
    return (defaultRenderer = null);
  }
}

/** A `mermaid` code block and its place in the tree, where its drawing goes. */
type MermaidBlock = {block: Code; parent: Parent; index: number};

function mermaidBlocks(root: Root): MermaidBlock[] {
  const found: MermaidBlock[] = [];
  visit(root, 'code', (block, index, parent) => {
    if (block.lang === 'mermaid' && parent && index !== undefined) found.push({block, parent, index});
  });
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

/**
 * A diagram's text alternative, from Mermaid's accessibility lines:
 * `accTitle: …`, and `accDescr: …` or a multi-line `accDescr { … }`.
 */
export function textAlternative(source: string): {title?: string; description?: string} {
  const title = /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
  const description =
    /^\s*accDescr\s*:\s*(.+?)\s*$/m.exec(source)?.[1] ??
    /^\s*accDescr\s*\{([^}]*)\}/m.exec(source)?.[1].replace(/\s+/g, ' ').trim();
  return {title, description};
}

/** The file and line of a code block, for messages. */
const locationOf = (file: VFile, block: Code) => `${file.path}:${block.position?.start.line ?? '?'}`;

/** A JSX attribute value `{name}`. */
function expression(name: string): MdxJsxFlowElement['attributes'][number]['value'] {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: name,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}],
      },
    },
  };
}

/** `import name from 'source'` lines, as MDX's ESM node. */
function esmImports(imports: readonly (readonly [name: string, source: string])[]): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: imports.map(([name, source]) => `import ${name} from ${JSON.stringify(source)};`).join('\n'),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: imports.map(([name, source]) => ({
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
          source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          attributes: [],
        })),
      },
    },
  };
}

export default function prerenderDiagrams(options: PrerenderDiagramsOptions) {
  return async (root: Root, file: VFile): Promise<void> => {
    const places = mermaidBlocks(root);
    if (places.length === 0) return;
    // Checked in every build, drawn or not, so a writer sees it under `npm start` too.
    for (const {block} of places) {
      const {title, description} = textAlternative(block.value);
      if (!title || !description) {
        throw new Error(
          `The Mermaid diagram at ${locationOf(file, block)} has no text alternative. Add a line \`accTitle: <what the diagram shows>\` and a line \`accDescr: <what a reader should learn from it>\` to its code block.`,
        );
      }
    }
    const renderer = options.renderer === undefined ? getDefaultRenderer() : options.renderer;
    if (!renderer) return;

    let browserProblem: BrowserUnavailableError | undefined;
    const drawings: (string | undefined)[] = [];
    let drawn = 0;
    await Promise.all(
      places.map(async ({block, parent, index: place}, index) => {
        const source = block.value;
        const prefix = idPrefix(file, index, source);
        let light, dark;
        try {
          [light, dark] = await Promise.all([
            renderer({source, config: options.modes.light, idPrefix: `${prefix}-light`}),
            renderer({source, config: options.modes.dark, idPrefix: `${prefix}-dark`}),
          ]);
        } catch (error) {
          if (error instanceof BrowserUnavailableError) {
            browserProblem = error;
            return;
          }
          throw new Error(
            `The Mermaid diagram at ${locationOf(file, block)} could not be drawn: ${(error as Error).message.replace(/\.?\s*$/, '')}. Check its syntax at https://mermaid.js.org/intro/syntax-reference.html`,
            {cause: error},
          );
        }
        const drawingFile = saveDrawing({light: light.svg, dark: dark.svg}, options.drawingsDir);
        drawings[index] = drawingFile;
        // <OverturePrerenderedDiagram drawing={overtureDiagramDrawingN} /> in place of the code block.
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: COMPONENT_NAME,
          attributes: [{type: 'mdxJsxAttribute', name: 'drawing', value: expression(drawingName(index))}],
          children: [],
        };
        // One node for another: the places of the other blocks stay right.
        parent.children[place] = element;
        drawn += 1;
      }),
    );
    if (drawn > 0) {
      const imports: [string, string][] = [[COMPONENT_NAME, DIAGRAM_COMPONENT]];
      drawings.forEach((drawingFile, index) => drawingFile && imports.push([drawingName(index), drawingFile]));
      root.children.unshift(esmImports(imports));
    }
    if (browserProblem) warnDrawnInBrowser(`Chromium could not draw diagrams (${browserProblem.message})`);
  };
}
