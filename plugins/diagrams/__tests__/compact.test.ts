import {describe, expect, it} from 'vitest';
import {compactSvg} from '../remark/compact';

/** A drawing shaped like Mermaid's: ids its styles and markers refer to, a text alternative, an HTML label. */
const DRAWING = `<svg id="diagram-0123456789-light" xmlns="http://www.w3.org/2000/svg" width="516.69140625" viewBox="0 0 516.69140625 1072.720703125" role="graphics-document document" aria-labelledby="chart-title-diagram-0123456789-light"><title id="chart-title-diagram-0123456789-light">Song to Maestro</title><desc id="chart-desc-diagram-0123456789-light">Song sends an event that Maestro reads.</desc><style>#diagram-0123456789-light .node rect{fill:#ECECFF}</style><defs><marker id="diagram-0123456789-light_flowchart-v2-pointEnd" viewBox="0 0 10 10"><path d="M 0 0 L 10 5 L 0 10 z"/></marker></defs><g class="node"><path d="M-34.2265625 -19.5 C-7.555208756876294 -19.5, 19.116144986247413 -19.5, 34.2265625 -19.5"/><foreignObject width="86.453125" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel"><p>Song<br/>server</p></span></div></foreignObject></g><g class="edgeLabel"><foreignObject width="0" height="0"><div xmlns="http://www.w3.org/1999/xhtml"><span class="edgeLabel"></span></div></foreignObject></g><path d="M120.3359375 52.5L140.5 52.5" marker-end="url(#diagram-0123456789-light_flowchart-v2-pointEnd)" data-points="W3sieCI6MTIwfV0="/></svg>`;

describe('compacting a drawn diagram', () => {
  const compact = compactSvg(DRAWING);

  it('writes numbers with at most two decimals', () => {
    expect(compact.length).toBeLessThan(DRAWING.length);
    expect(compact).not.toMatch(/\d\.\d{3}/);
    expect(compact).toContain('viewBox="0 0 516.69 1072.72"');
  });

  it('keeps the ids the styles and markers use, the text alternative and the labels', () => {
    for (const kept of [
      'id="diagram-0123456789-light"',
      '#diagram-0123456789-light .node rect{fill:#ECECFF}',
      'marker-end="url(#diagram-0123456789-light_flowchart-v2-pointEnd)"',
      '<title id="chart-title-diagram-0123456789-light">Song to Maestro</title>',
      '<desc id="chart-desc-diagram-0123456789-light">Song sends an event that Maestro reads.</desc>',
      'aria-labelledby="chart-title-diagram-0123456789-light"',
      '<p>Song<br/>server</p>',
    ]) {
      expect(compact).toContain(kept);
    }
  });

  it("drops Mermaid's record of edge points, which nothing reads", () => {
    expect(compact).not.toContain('data-points');
  });

  it('writes end tags for the HTML elements of labels that need one, as a page parses the drawing as HTML', () => {
    expect(compact).toContain('<span class="edgeLabel"></span>');
    expect(compact).toContain('<p>Song<br/>server</p>');
    expect(compact).not.toContain('</br>');
  });

  it('keeps a drawing it cannot read as it is', () => {
    const unreadable = '<svg><g><p>Song<br></p></g></svg>';
    expect(compactSvg(unreadable)).toBe(unreadable);
  });
});
