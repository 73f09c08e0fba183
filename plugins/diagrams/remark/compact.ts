/**
 * Makes a drawn diagram smaller without changing how it looks, with SVGO. Mermaid writes coordinates with up to
 * 17 digits and draws some node outlines as long sketched paths: in the guides' platform diagram the path data was
 * 90 of the drawing's 120 KB, and each drawing is in the page twice (light and dark). Two decimals are a hundredth of
 * a pixel at the size diagrams are shown. Only numbers and path commands change: ids (which the drawing's own styles
 * and markers refer to), the title and description, labels and styles stay as Mermaid wrote them.
 */
import {optimize, type Config, type CustomPlugin} from 'svgo';

/** HTML's void elements: the only ones an HTML parser lets close themselves (`<br/>`). */
const VOID_HTML_ELEMENTS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * The drawing goes into HTML. Inside a label's `<foreignObject>` the HTML parser reads `<span/>` as an opening tag,
 * so an empty label's span would swallow what follows it. SVGO writes every empty element that way; an empty text
 * child makes it write an end tag for the HTML elements that need one. SVG elements may still close themselves.
 */
const keepHtmlElementsOpen: CustomPlugin = {
  name: 'keepHtmlElementsOpen',
  fn: () => {
    let insideLabel = 0;
    return {
      element: {
        enter(node) {
          if (node.name === 'foreignObject') insideLabel += 1;
          else if (insideLabel > 0 && node.children.length === 0 && !VOID_HTML_ELEMENTS.has(node.name)) {
            node.children.push({type: 'text', value: ''});
          }
        },
        exit(node) {
          if (node.name === 'foreignObject') insideLabel -= 1;
        },
      },
    };
  },
};

const SVGO_CONFIG: Config = {
  plugins: [
    {name: 'convertPathData', params: {floatPrecision: 2}},
    {name: 'cleanupNumericValues', params: {floatPrecision: 2}},
    // Mermaid's record of each edge's points, for its own interactivity; nothing on the page reads it.
    {name: 'removeAttrs', params: {attrs: 'data-points'}},
    keepHtmlElementsOpen,
  ],
};

/** What the cache key of a drawing includes, so that a change here draws the diagrams again. */
export const COMPACT_SETTINGS = JSON.stringify(SVGO_CONFIG, (_key, value: unknown) =>
  typeof value === 'function' ? String(value) : value,
);

/** The drawing, compacted; unchanged when SVGO cannot read it (the page then carries the larger drawing). */
export function compactSvg(svg: string): string {
  try {
    return optimize(svg, SVGO_CONFIG).data;
  } catch {
    return svg;
  }
}
