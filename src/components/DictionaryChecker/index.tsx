/**
 * The dictionary checker on the Lectern dictionary reference
 * (`<DictionaryChecker />` in its MDX). This file is all the page itself
 * loads: the checker (./Checker) is a chunk of its own, loaded once the page
 * is interactive, and Lectern's libraries run in a worker that chunk starts.
 * The `examples` come from the page's code blocks, added at build time by
 * src/remark/toolExamples.
 */
import {lazy, type ReactNode} from 'react';
import LiveTool from '../LiveTool';

const Checker = lazy(() => import('./Checker'));

type Props = {
  /** JSON list of the page's dictionary and records examples (set by the remark plugin). */
  examples?: string;
};

export default function DictionaryChecker({examples = '[]'}: Props): ReactNode {
  return (
    <LiveTool
      name="dictionary checker"
      noScript={
        <>
          The dictionary checker needs JavaScript: it runs Lectern&apos;s own libraries in your browser. Without it,
          each example on this page still shows the result Lectern gives.
        </>
      }
    >
      <Checker examples={examples} />
    </LiveTool>
  );
}
