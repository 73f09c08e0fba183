/**
 * The SQON playground itself (loaded lazily, see ./index.tsx): an editor, the
 * nested fields of the reader's index, and the Elasticsearch query that
 * Arranger 3.0.4's `buildQuery` makes of them, computed in a worker as the
 * reader types (src/tools/sqon). Nothing leaves the browser: the worker is
 * the only other place the text goes, and the share link keeps the filter in
 * the address's fragment, which browsers do not send to servers.
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {SqonExample} from '@site/src/tools/examples';
import {sqonAnnouncement} from '@site/src/tools/announcements';
import {MAX_CHARACTERS, sizeProblem} from '@site/src/tools/limits';
import {DEFAULT_NESTED_FIELDS, formatNestedFields} from '@site/src/tools/sqon/nestedFields';
import type {SqonInput, SqonMessage, SqonOutcome} from '@site/src/tools/sqon/protocol';
import type {LocatedProblem} from '@site/src/tools/sqon/translate';
import {formatSqon, readShareFragment, shareFragment} from '@site/src/tools/sqon/urlState';
import {ARRANGER_SERVER_VERSION} from '@site/src/tools/versions';
import {WorkerClient, WorkerStoppedError} from '@site/src/utils/workerCalls';
import CodeBox from '../LiveTool/CodeBox';
import Examples from '../LiveTool/Examples';
import {copyText} from '../LiveTool/clipboard';
import {useLatestResult} from '../LiveTool/useLatestResult';
import styles from '../LiveTool/tool.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

/** Marks this chunk's code (scripts/lib/lazyFeatures.ts finds it by this string). */
const TOOL_MARK = 'overture-live-tool/sqon-playground';

/** Arranger's translator answers in milliseconds; a run this long is stopped and the worker replaced. */
const BUDGET_MS = 5000;

/** The editor shows at most this much of a query on screen (the copy button copies all of it). */
const MAX_SHOWN = 200_000;

type Props = {examples: string; documents: string};

type Shown = {kind: 'outcome'; outcome: SqonOutcome} | {kind: 'message'; message: string} | {kind: 'waiting'};

function useTranslator(): (input: SqonInput) => Promise<SqonOutcome> {
  const [client] = useState(
    () =>
      new WorkerClient<SqonMessage, SqonOutcome>(
        // The name is also the worker file's: the bundler reads it from this literal.
        () => new Worker(new URL('../../tools/sqon/sqon.worker.ts', import.meta.url), {name: 'sqon-playground'}),
      ),
  );
  useEffect(() => () => client.terminate(), [client]);
  return useCallback((input: SqonInput) => client.call({kind: 'translate', input}, {budgetMs: BUDGET_MS}), [client]);
}

function parseExamples(json: string): SqonExample[] {
  try {
    return JSON.parse(json) as SqonExample[];
  } catch {
    return [];
  }
}

function Located({problems}: {problems: LocatedProblem[]}): ReactNode {
  return (
    <ul>
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.line !== undefined && (
            <>
              Line {problem.line}, column {problem.column}:{' '}
            </>
          )}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

function Problems({outcome}: {outcome: Extract<SqonOutcome, {kind: 'problems'}>}): ReactNode {
  const count = outcome.problems.length;
  return (
    <div className={styles.problem}>
      <p>
        <strong>{count === 1 ? 'Problem' : `${count} problems`}</strong>
        {outcome.nested ? ' in the nested fields' : ''}
      </p>
      <Located problems={outcome.problems} />
      {!outcome.notJson && !outcome.nested && (
        <p className={styles.small}>
          {outcome.arranger !== null ? (
            <>
              Arranger {ARRANGER_SERVER_VERSION}&apos;s translator refuses this filter with the error{' '}
              <code>{outcome.arranger}</code>.
            </>
          ) : (
            <>
              Arranger {ARRANGER_SERVER_VERSION} does not refuse this filter itself: it would send Elasticsearch a query
              that does not do what the filter says.
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** What Arranger translates as written but may not do what the reader means: shown above the query it builds. */
function Warnings({warnings}: {warnings: LocatedProblem[]}): ReactNode {
  if (warnings.length === 0) return null;
  return (
    <div className={styles.warning}>
      <p>
        <strong>{warnings.length === 1 ? 'Warning' : `${warnings.length} warnings`}</strong>: Arranger builds the query
        below, but it may not do what you mean.
      </p>
      <Located problems={warnings} />
    </div>
  );
}

export default function Playground({examples: examplesJson, documents}: Props): ReactNode {
  const examples = useMemo(() => parseExamples(examplesJson), [examplesJson]);
  const shared = useMemo(() => readShareFragment(window.location.hash), []);
  const starter = examples.find((example) => example.starter) ?? examples[0];
  const [sqon, setSqon] = useState(() => (shared ? formatSqon(shared.sqon) : (starter?.sqon ?? '')));
  const [nested, setNested] = useState(() => shared?.nested ?? formatNestedFields(DEFAULT_NESTED_FIELDS));
  const [notice, setNotice] = useState<string>();
  const [copied, setCopied] = useState<string>();
  const nestedId = useId();
  const root = useRef<HTMLDivElement>(null);
  const translate = useTranslator();

  // Opened from a share link: bring the playground into view (unless the reader has scrolled already).
  useEffect(() => {
    if (shared && window.scrollY === 0) root.current?.scrollIntoView({block: 'start'});
  }, [shared]);

  // A share link followed on this page (the fragment changes without a reload).
  useEffect(() => {
    const onHashChange = () => {
      const state = readShareFragment(window.location.hash);
      if (!state) return;
      setSqon(formatSqon(state.sqon));
      setNested(state.nested ?? formatNestedFields(DEFAULT_NESTED_FIELDS));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const tooLarge =
    sizeProblem('SQON', sqon.length, MAX_CHARACTERS.sqon) ??
    sizeProblem('Nested fields', nested.length, MAX_CHARACTERS.nested);
  const input = useMemo<SqonInput | null>(
    () => (tooLarge ? null : {sqon, nested, documents}),
    [tooLarge, sqon, nested, documents],
  );
  const run = useCallback(
    (next: SqonInput | null): Promise<SqonOutcome | null> => (next ? translate(next) : Promise.resolve(null)),
    [translate],
  );
  const {result, pending} = useLatestResult(input, run);

  let shown: Shown;
  if (notice) shown = {kind: 'message', message: notice};
  else if (tooLarge) shown = {kind: 'message', message: tooLarge};
  else if (!result) shown = {kind: 'waiting'};
  else if ('error' in result) {
    shown = {
      kind: 'message',
      message:
        result.error instanceof WorkerStoppedError && result.error.budgetMs !== undefined
          ? `Arranger's translator took longer than ${result.error.budgetMs / 1000} seconds on this filter and was stopped. Shorten the filter to try again.`
          : `The translator failed: ${result.error instanceof Error ? result.error.message : String(result.error)}`,
    };
  } else shown = result.value ? {kind: 'outcome', outcome: result.value} : {kind: 'waiting'};

  const query = shown.kind === 'outcome' && shown.outcome.kind === 'query' ? shown.outcome.query : undefined;
  const announcement =
    shown.kind === 'outcome' ? sqonAnnouncement(shown.outcome) : shown.kind === 'message' ? shown.message : '';
  const fragment = shareFragment({sqon, nested});

  const edit = (update: () => void) => {
    setNotice(undefined);
    setCopied(undefined);
    update();
  };
  const copy = async (text: string, what: string) => {
    setCopied(
      (await copyText(text))
        ? `${what} copied.`
        : `Copying is not allowed here: select the ${what.toLowerCase()} and copy it.`,
    );
  };

  return (
    <div ref={root} className={styles.tool} data-live-tool={TOOL_MARK}>
      <Examples
        examples={examples}
        onLoad={(example) =>
          edit(() => {
            setSqon(example.sqon);
          })
        }
      />
      <CodeBox
        label="SQON"
        hint="A SQON in JSON. The query below follows every change."
        value={sqon}
        onChange={(value) => edit(() => setSqon(value))}
        limit={MAX_CHARACTERS.sqon}
        onRefused={setNotice}
        rows={12}
        invalid={shown.kind === 'outcome' && shown.outcome.kind === 'problems' && !shown.outcome.nested}
      />
      <div className={styles.field}>
        <label htmlFor={nestedId} className={styles.label}>
          Nested fields
        </label>
        <p id={`${nestedId}-hint`} className={styles.hint}>
          The fields of type <code>nested</code> in your index mapping, separated by commas. Arranger wraps a filter on
          a field under them in a <code>nested</code> query.
        </p>
        <input
          id={nestedId}
          type="text"
          className={clsx(styles.input, styles.code)}
          value={nested}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={`${nestedId}-hint`}
          onChange={(event) => edit(() => setNested(event.target.value))}
        />
      </div>
      <section className={styles.result} aria-label="Elasticsearch query" aria-busy={pending}>
        <h3 className={styles.resultHeading}>Elasticsearch query</h3>
        {/* Announced politely: one sentence per answer, not the whole query. */}
        <p role="status" className={hidden.visuallyHidden}>
          {announcement}
        </p>
        {shown.kind === 'waiting' && <p>Translating…</p>}
        {shown.kind === 'message' && (
          <div className={styles.problem}>
            <p>{shown.message}</p>
          </div>
        )}
        {shown.kind === 'outcome' && shown.outcome.kind === 'empty' && <p>Type a SQON, or load an example.</p>}
        {shown.kind === 'outcome' && shown.outcome.kind === 'problems' && <Problems outcome={shown.outcome} />}
        {shown.kind === 'outcome' && shown.outcome.kind === 'query' && (
          <>
            <Warnings warnings={shown.outcome.warnings} />
            <p className={styles.success}>{shown.outcome.reading}</p>
            {/* A long query scrolls: keyboard users reach it with Tab (WCAG 2.1.1, axe's scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre className={styles.output} tabIndex={0}>
              <code>
                {shown.outcome.query.length > MAX_SHOWN
                  ? `${shown.outcome.query.slice(0, MAX_SHOWN)}\n… (${shown.outcome.query.length.toLocaleString('en')} characters: copy the query to get all of it)`
                  : shown.outcome.query}
              </code>
            </pre>
          </>
        )}
      </section>
      <div className={styles.row}>
        <button
          type="button"
          className="button button--primary"
          disabled={query === undefined}
          onClick={() => query !== undefined && void copy(query, 'Query')}
        >
          Copy query
        </button>
        {fragment ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copy(`${window.location.origin}${window.location.pathname}${fragment}`, 'Link')}
            >
              Copy link
            </button>
            <a href={fragment}>Link to this filter</a>
          </>
        ) : (
          <span className={styles.small}>This filter is too long to share as a link.</span>
        )}
        <span role="status" className={styles.small}>
          {copied}
        </span>
      </div>
    </div>
  );
}
