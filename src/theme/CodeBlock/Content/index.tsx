/**
 * Ejected from the theme to change how code is highlighted (see
 * plugins/code-highlighting). The server renders the highlighted lines. A page
 * that hydrates keeps that markup as it is: the code's element is left to the
 * server's HTML, so the browser needs neither Prism nor a second tokenising
 * pass, and a code block remounted after hydration (in tabs) reuses those
 * lines. A code block first drawn in the browser (after a client-side
 * navigation) shows plain lines until the highlighter has loaded.
 */
import React, {useLayoutEffect, useMemo, useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {useTokenizer} from '@code-highlighter';
import useServerMarkup from '@site/src/utils/useServerMarkup';
import {lineProps, plainLines, tokenProps} from './lines';
// The theme's own stylesheet, so its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The server's lines of every code block the page hydrated, by what decides them (language, code, line options).
 * Some components remount their content once the page has hydrated (the theme's Tabs does, to apply a stored tab
 * choice); a code block drawn again that way reuses the server's lines instead of loading the highlighter.
 */
const serverLines = new Map<string, string>();

function Pre({className, ...props}: ComponentProps<'pre'>) {
  return (
    <pre
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      {...props}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const codeRef = useRef<HTMLElement>(null);
  const serverMarkup = useServerMarkup(codeRef);
  const linesKey = JSON.stringify([language, code, lineNumbersStart, lineClassNames]);
  const cachedLines = serverMarkup ? undefined : serverLines.get(linesKey);
  useLayoutEffect(() => {
    const element = codeRef.current;
    if (serverMarkup && element?.hasChildNodes()) serverLines.set(linesKey, element.innerHTML);
  }, [serverMarkup, linesKey]);
  const tokenize = useTokenizer(!serverMarkup && cachedLines === undefined);
  const lines = useMemo(
    () => (serverMarkup || cachedLines !== undefined ? [] : tokenize ? tokenize(code, language) : plainLines(code)),
    [serverMarkup, cachedLines, tokenize, code, language],
  );
  const codeClassName = clsx(
    styles.codeBlockLines,
    lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
  );
  const counterReset = lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`;
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      {serverMarkup ? (
        // React leaves an element with inner HTML alone while hydrating; the
        // empty string keeps the server's lines in place.
        <code
          ref={codeRef}
          className={codeClassName}
          style={{counterReset}}
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      ) : cachedLines !== undefined ? (
        // The server's lines for this very code, kept from the page's hydration: our own build's HTML.
        <code
          ref={codeRef}
          className={codeClassName}
          style={{counterReset}}
          dangerouslySetInnerHTML={{__html: cachedLines}}
        />
      ) : (
        <code ref={codeRef} className={codeClassName} style={{counterReset}}>
          {lines.map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={lineProps}
              getTokenProps={tokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </code>
      )}
    </Pre>
  );
}
