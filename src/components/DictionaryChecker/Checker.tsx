/**
 * The dictionary checker itself (loaded lazily, see ./index.tsx): a Lectern
 * dictionary and data records, checked as the reader types by
 * `@overture-stack/lectern-dictionary` and `@overture-stack/lectern-validation`
 * in a worker (src/tools/lectern). Nothing leaves the browser.
 *
 * A regular expression that backtracks catastrophically would hang any
 * JavaScript that runs it: the worker announces each pattern before running it
 * on the records, and a pattern that overruns its budget gets the worker
 * stopped (and replaced), with a message naming the field and the pattern.
 */
import {useCallback, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import type {
  CheckInput,
  CheckOutcome,
  DictionaryView,
  LecternProgress,
  RecordsOutcome,
} from '@site/src/tools/lectern/check';
import type {DictionaryProblem} from '@site/src/tools/lectern/dictionary';
import type {ProblemRow} from '@site/src/tools/lectern/messages';
import {recordIndexNote, recordsVerdict} from '@site/src/tools/lectern/verdicts';
import type {LecternMessage} from '@site/src/tools/lectern/protocol';
import type {LecternExample} from '@site/src/tools/examples';
import {lecternAnnouncement} from '@site/src/tools/announcements';
import {MAX_CHARACTERS, sizeProblem} from '@site/src/tools/limits';
import {LECTERN_DICTIONARY_VERSION, LECTERN_VALIDATION_VERSION} from '@site/src/tools/versions';
import {BUDGETS_MS, stoppedMessage} from '@site/src/tools/lectern/stopped';
import {WorkerClient} from '@site/src/utils/workerCalls';
import CodeBox from '../LiveTool/CodeBox';
import Examples from '../LiveTool/Examples';
import {useLatestResult} from '../LiveTool/useLatestResult';
import styles from '../LiveTool/tool.module.css';
import hidden from '@site/src/css/visuallyHidden.module.css';

/** Marks this chunk's code (scripts/lib/lazyFeatures.ts finds it by this string). */
const TOOL_MARK = 'overture-live-tool/dictionary-checker';

type Props = {examples: string};

type Client = WorkerClient<LecternMessage, CheckOutcome, LecternProgress>;

function useChecker(): (input: CheckInput) => Promise<CheckOutcome> {
  const [client] = useState<Client>(
    () =>
      new WorkerClient(
        // The name is also the worker file's: the bundler reads it from this literal.
        () =>
          new Worker(new URL('../../tools/lectern/lectern.worker.ts', import.meta.url), {name: 'dictionary-checker'}),
      ),
  );
  useEffect(() => () => client.terminate(), [client]);
  return useCallback(
    (input: CheckInput) =>
      client.call(
        {kind: 'check', input},
        {budgetMs: BUDGETS_MS.dictionary, onProgress: (progress) => BUDGETS_MS[progress.step]},
      ),
    [client],
  );
}

function parseExamples(json: string): LecternExample[] {
  try {
    return JSON.parse(json) as LecternExample[];
  } catch {
    return [];
  }
}

const place = (line?: number, column?: number) => (line === undefined ? '' : ` (line ${line}, column ${column})`);

function DictionaryPart({view}: {view: DictionaryView}): ReactNode {
  if (view.state === 'empty') return <p>Type or paste a Lectern dictionary (JSON), or load an example.</p>;
  if (view.state === 'valid') {
    return (
      <>
        <p className={styles.success}>
          Dictionary <strong>{view.name}</strong> {view.version} is valid.{view.note ? ` ${view.note}` : ''}
        </p>
        {view.ignored && <IgnoredKeys keys={view.ignored} />}
      </>
    );
  }
  const count = view.problems.length;
  return (
    <div className={styles.problem}>
      <p>
        <strong>{count === 1 ? 'The dictionary has a problem' : `The dictionary has ${count} problems`}</strong>
        {view.note ? ` ${view.note}` : ''}
      </p>
      <ul>
        {view.problems.map((problem, index) => (
          <li key={index}>
            {problem.path ? <code>{problem.path}</code> : 'The dictionary'}
            {place(problem.line, problem.column)}: {problem.message}
            {problem.causes && (
              <ul>
                {problem.causes.map((cause) => (
                  <li key={cause}>Likely cause: {cause}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Keys Lectern drops without an error: valid, but not what the writer meant. */
function IgnoredKeys({keys}: {keys: DictionaryProblem[]}): ReactNode {
  return (
    <div className={styles.warning}>
      <p>
        <strong>{keys.length === 1 ? 'A key is ignored' : `${keys.length} keys are ignored`}</strong>: Lectern drops
        {keys.length === 1 ? ' it' : ' them'} when it reads the dictionary.
      </p>
      <ul>
        {keys.map((key) => (
          <li key={key.path}>
            <code>{key.path}</code>
            {place(key.line, key.column)}: {key.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function rowLabel(row: ProblemRow): string {
  if (row.record === null) return '—';
  return row.line === undefined ? String(row.record) : `${row.record} (line ${row.line})`;
}

const COLUMNS = ['Row', 'Schema', 'Field', 'Value', 'Reason', 'Details'] as const;

type Column = (typeof COLUMNS)[number];

function cellText(row: ProblemRow, column: Column): ReactNode {
  switch (column) {
    case 'Row':
      return rowLabel(row);
    case 'Schema':
      return row.schema;
    case 'Field':
      return row.field;
    case 'Value':
      return row.value;
    case 'Reason':
      return <code>{row.reason}</code>;
    case 'Details':
      return row.details;
  }
}

/**
 * The records' problems, a row each. In a narrow tool (a phone) each row is a block of its own, one line per column
 * with the column's name (`data-label`) before it (tool.module.css): five columns in 300 px broke words letter by
 * letter. The roles are explicit because a table shown as blocks loses its table semantics in some browsers; the
 * names before the values are drawn by CSS with empty alternative text, so screen readers announce the headers only.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's
   own roles, repeated on purpose: shown as blocks on a phone, it keeps its semantics only with them (see above). */
function ProblemTable({rows, schemaColumn}: {rows: ProblemRow[]; schemaColumn: boolean}): ReactNode {
  const columns = COLUMNS.filter((column) => column !== 'Schema' || schemaColumn);
  return (
    <div className={styles.tableWrapper}>
      <table role="table" className={styles.problemTable}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={index} role="row">
              {columns.map((column) => (
                <td key={column} role="cell" data-label={column}>
                  {cellText(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

function RecordsPart({outcome, schema}: {outcome: RecordsOutcome; schema: string | null}): ReactNode {
  switch (outcome.state) {
    case 'empty':
      return <p>Type or paste records to check them{schema ? ` against the schema ${schema}` : ''}.</p>;
    case 'not-checked':
      return <p>{outcome.message}</p>;
    case 'unreadable':
      return (
        <div className={styles.problem}>
          <p>
            <strong>The records cannot be read</strong>
            {place(outcome.line, outcome.column)}: {outcome.message}
          </p>
        </div>
      );
    case 'valid':
      return (
        <div className={styles.success}>
          <p>
            <strong>{recordsVerdict(outcome)}</strong>
          </p>
          <Notes notes={outcome.notes} how={outcome.how} />
        </div>
      );
    case 'invalid': {
      const schemaColumn = outcome.rows.some((row) => row.schema !== undefined);
      const total = outcome.total.toLocaleString('en');
      return (
        <div className={styles.problem}>
          <p>
            <strong>{recordsVerdict(outcome)}</strong> {total} {outcome.total === 1 ? 'problem' : 'problems'} in all
            {outcome.total > outcome.rows.length ? `, the first ${outcome.rows.length} listed` : ''}.{' '}
            {recordIndexNote(outcome)}
          </p>
          <ProblemTable rows={outcome.rows} schemaColumn={schemaColumn} />
          <Notes notes={outcome.notes} how={outcome.how} />
        </div>
      );
    }
  }
}

function Notes({notes, how}: {notes: string[]; how: string}): ReactNode {
  return (
    <>
      {notes.map((note) => (
        <p key={note} className={styles.small}>
          {note}
        </p>
      ))}
      <p className={styles.small}>
        Checked with <code>@overture-stack/lectern-validation</code> {LECTERN_VALIDATION_VERSION}: {how}.
      </p>
    </>
  );
}

/** Saves the template as a file: a link to it, clicked. Nothing is sent anywhere. */
function download({fileName, content}: {fileName: string; content: string}): void {
  const url = URL.createObjectURL(new Blob([content], {type: 'text/tab-separated-values'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Checker({examples: examplesJson}: Props): ReactNode {
  const examples = useMemo(() => parseExamples(examplesJson), [examplesJson]);
  const starter = examples.find((example) => example.starter) ?? examples[0];
  const [dictionary, setDictionary] = useState(starter?.dictionary ?? '');
  const [recordsText, setRecordsText] = useState(starter?.records ?? '');
  const [schema, setSchema] = useState<string | null>(starter?.schema ?? null);
  const [notice, setNotice] = useState<string>();
  const [templateStatus, setTemplateStatus] = useState<string>();
  const schemaId = useId();
  const check = useChecker();

  const tooLarge =
    sizeProblem('Dictionary', dictionary.length, MAX_CHARACTERS.dictionary) ??
    sizeProblem('Records', recordsText.length, MAX_CHARACTERS.records);
  const input = useMemo<CheckInput | null>(
    () => (tooLarge ? null : {dictionary, records: recordsText, schema}),
    [tooLarge, dictionary, recordsText, schema],
  );
  const run = useCallback(
    (next: CheckInput | null): Promise<CheckOutcome | null> => (next ? check(next) : Promise.resolve(null)),
    [check],
  );
  const {result, pending} = useLatestResult(input, run);
  const outcome = result && 'value' in result ? result.value : null;
  const schemas = outcome?.schemas ?? [];
  const chosen = outcome?.schema ?? schema;

  const edit = (update: () => void) => {
    setNotice(undefined);
    setTemplateStatus(undefined);
    update();
  };

  // What stops a check (a refused paste, too much text, a stopped worker) is shown and announced the same way.
  const problem = notice ?? tooLarge ?? (result && 'error' in result ? stoppedMessage(result.error) : undefined);
  let announcement = '';
  let body: ReactNode;
  if (problem) {
    announcement = problem;
    body = (
      <div className={styles.problem}>
        <p>{problem}</p>
      </div>
    );
  } else if (!result) body = <p>Checking…</p>;
  else if (outcome) {
    announcement = lecternAnnouncement(outcome.dictionary, outcome.records);
    body = (
      <>
        <DictionaryPart view={outcome.dictionary} />
        <RecordsPart outcome={outcome.records} schema={outcome.schema} />
      </>
    );
  }

  return (
    <div className={styles.tool} data-live-tool={TOOL_MARK}>
      <Examples
        examples={examples}
        onLoad={(example) =>
          edit(() => {
            setDictionary(example.dictionary);
            setRecordsText(example.records);
            setSchema(example.schema ?? null);
          })
        }
      />
      <CodeBox
        label="Dictionary"
        hint={`A Lectern dictionary in JSON (or one schema), checked with @overture-stack/lectern-dictionary ${LECTERN_DICTIONARY_VERSION}.`}
        value={dictionary}
        onChange={(value) => edit(() => setDictionary(value))}
        limit={MAX_CHARACTERS.dictionary}
        onRefused={setNotice}
        rows={12}
        invalid={outcome?.dictionary.state === 'invalid'}
      />
      <div className={styles.field}>
        <label htmlFor={schemaId} className={styles.label}>
          Schema
        </label>
        <div className={styles.row}>
          <select
            id={schemaId}
            className={styles.select}
            value={chosen ?? ''}
            disabled={schemas.length === 0}
            onChange={(event) => edit(() => setSchema(event.target.value))}
          >
            {schemas.length === 0 && <option value="">No schema</option>}
            {schemas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--secondary"
            disabled={!outcome?.template}
            onClick={() => {
              if (!outcome?.template) return;
              download(outcome.template);
              setTemplateStatus(`Downloaded ${outcome.template.fileName}.`);
            }}
          >
            Download TSV template
          </button>
          <span role="status" className={styles.small}>
            {templateStatus}
          </span>
        </div>
      </div>
      <CodeBox
        label="Records"
        hint="TSV: a header row of field names, then one record per line, with a tab between columns (paste it). Or JSON: a list of records, or an object of schema name → list of records (to check foreign keys)."
        value={recordsText}
        onChange={(value) => edit(() => setRecordsText(value))}
        limit={MAX_CHARACTERS.records}
        onRefused={setNotice}
        rows={8}
        wrap={false}
        invalid={outcome?.records.state === 'invalid' || outcome?.records.state === 'unreadable'}
      />
      <section className={styles.result} aria-label="Validation result" aria-busy={pending}>
        <h3 className={styles.resultHeading}>Validation result</h3>
        {/* Announced politely: one sentence per answer, not the whole table. */}
        <p role="status" className={hidden.visuallyHidden}>
          {announcement}
        </p>
        {body}
      </section>
    </div>
  );
}
