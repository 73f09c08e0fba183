/**
 * The SQON playground on the SQON page (`<SqonPlayground />` in its MDX).
 * This file is all the page itself loads: the playground (./Playground) is a
 * chunk of its own, loaded once the page is interactive, and Arranger's
 * translator runs in a worker that chunk starts. The `examples` come from the
 * page's code blocks, added at build time by src/remark/toolExamples.
 */
import {lazy, type ReactNode} from 'react';
import LiveTool from '../LiveTool';

const Playground = lazy(() => import('./Playground'));

type Props = {
  /** JSON list of the page's SQON examples (set by the remark plugin). */
  examples?: string;
  /** What the index holds, for the plain-language reading ("Files where …"). */
  documents?: string;
};

export default function SqonPlayground({examples = '[]', documents = 'files'}: Props): ReactNode {
  return (
    <LiveTool
      name="SQON playground"
      noScript={
        <>
          The SQON playground needs JavaScript: it runs Arranger&apos;s own translator in your browser. Without it, each
          example on this page still shows the Elasticsearch query it becomes.
        </>
      }
    >
      <Playground examples={examples} documents={documents} />
    </LiveTool>
  );
}
