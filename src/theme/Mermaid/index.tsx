/**
 * Swizzled (wrapped) Mermaid diagram.
 *
 * Why: production builds draw diagrams ahead of time (src/remark/prerenderDiagrams),
 * so the page shows them without loading Mermaid. A diagram that was not drawn
 * ahead (development server, no Chromium at build time) goes to the theme's
 * own component, which draws it in the browser.
 */
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import PrerenderedDiagram from '@site/src/components/PrerenderedDiagram';
import type {PrerenderedMermaidProps} from '@site/src/remark/prerenderDiagrams';

type Props = {value: string} & Partial<PrerenderedMermaidProps>;

export default function MermaidWrapper({lightSvg, darkSvg, ...props}: Props): ReactNode {
  if (lightSvg && darkSvg) return <PrerenderedDiagram lightSvg={lightSvg} darkSvg={darkSvg} />;
  return <Mermaid {...props} />;
}
