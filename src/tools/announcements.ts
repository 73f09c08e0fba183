/**
 * What a screen reader announces when a live tool has a new answer: one short
 * sentence, not the answer itself. The answer (a query of hundreds of lines, a
 * table of up to 100 problems) stays on screen to read at leisure; announcing
 * it whole after every keystroke would drown the reader.
 */
import type {DictionaryView, RecordsOutcome} from './lectern/check';
import {recordsVerdict} from './lectern/verdicts';
import type {LocatedProblem, SqonOutcome} from './sqon/translate';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

const where = (problem: LocatedProblem) =>
  problem.line === undefined ? '' : `Line ${problem.line}, column ${problem.column}: `;

export function sqonAnnouncement(outcome: SqonOutcome): string {
  switch (outcome.kind) {
    case 'empty':
      return 'Type a SQON, or load an example.';
    case 'query': {
      const [first] = outcome.warnings;
      if (!first) return outcome.reading;
      const heading =
        outcome.warnings.length === 1 ? 'Warning' : plural(outcome.warnings.length, 'warning', 'warnings');
      return `${outcome.reading} ${heading}. ${where(first)}${first.message}`;
    }
    case 'problems': {
      const [first] = outcome.problems;
      const heading = `${outcome.problems.length === 1 ? 'Problem' : plural(outcome.problems.length, 'problem', 'problems')}${outcome.nested ? ' in the nested fields' : ''}`;
      return first ? `${heading}. ${where(first)}${first.message}` : `${heading}.`;
    }
  }
}

function dictionarySentence(view: DictionaryView): string {
  switch (view.state) {
    case 'empty':
      return 'Type or paste a Lectern dictionary, or load an example.';
    case 'valid': {
      const ignored = view.ignored?.length ?? 0;
      if (ignored === 0) return `Dictionary ${view.name} ${view.version} is valid.`;
      return `Dictionary ${view.name} ${view.version} is valid, but Lectern ignores ${plural(ignored, 'key', 'keys')} in it.`;
    }
    case 'invalid':
      return view.problems.length === 1
        ? 'The dictionary has a problem.'
        : `The dictionary has ${view.problems.length.toLocaleString('en')} problems.`;
  }
}

function recordsSentence(outcome: RecordsOutcome): string {
  switch (outcome.state) {
    case 'empty':
      return '';
    case 'not-checked':
      return outcome.message;
    case 'unreadable':
      return `The records cannot be read: ${outcome.message}`;
    case 'valid':
    case 'invalid':
      return recordsVerdict(outcome);
  }
}

export function lecternAnnouncement(dictionary: DictionaryView, records: RecordsOutcome): string {
  return [dictionarySentence(dictionary), recordsSentence(records)].filter(Boolean).join(' ');
}
