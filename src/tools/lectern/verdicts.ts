/**
 * The dictionary checker's verdict on the records, in one sentence: the
 * headline of the result and what a screen reader hears. It says what was
 * checked: when some records cannot be parsed, Lectern validates none of
 * them (as its client does), so the verdict says so rather than counting
 * the others as fine.
 */
import type {RecordsOutcome} from './check';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const EMPTY_INPUT: Record<Extract<RecordsOutcome, {state: 'valid'}>['input'], string> = {
  table: 'the header has no rows under it',
  'json-rows': 'the list is empty',
  'json-schemas': 'the lists are empty',
};

/** The verdict on checked records ('' for the other states, which carry their own message). */
export function recordsVerdict(outcome: RecordsOutcome): string {
  if (outcome.state === 'valid') {
    if (outcome.count === 0) return `There are no records to check: ${EMPTY_INPUT[outcome.input]}.`;
    return outcome.count === 1 ? 'The record is valid.' : `All ${count(outcome.count, 'record', 'records')} are valid.`;
  }
  if (outcome.state !== 'invalid') return '';
  const {invalidRecords, schemaProblems} = outcome;
  if (outcome.stage === 'parse') {
    if (outcome.count === 1) return 'The record could not be parsed, so it was not validated.';
    return `${invalidRecords.toLocaleString('en')} of ${count(outcome.count, 'record', 'records')} could not be parsed, so no record was validated.`;
  }
  const parts: string[] = [];
  if (invalidRecords > 0) {
    parts.push(
      outcome.count === 1
        ? 'the record has problems'
        : `${invalidRecords.toLocaleString('en')} of ${count(outcome.count, 'record', 'records')} ${invalidRecords === 1 ? 'has' : 'have'} problems`,
    );
  }
  if (schemaProblems > 0) {
    parts.push(
      `the records name ${schemaProblems === 1 ? 'a schema' : `${schemaProblems} schemas`} the dictionary does not have`,
    );
  }
  return `${capitalised(parts.join(', and '))}.`;
}

/** How the Row column counts records: Lectern's `recordIndex`, from 0, in the order of what the reader gave. */
export function recordIndexNote(outcome: RecordsOutcome): string {
  if (outcome.state !== 'valid' && outcome.state !== 'invalid') return '';
  switch (outcome.input) {
    case 'table':
      return "Rows are counted from 0, after the header, as Lectern's recordIndex.";
    case 'json-rows':
      return "Records are counted from 0 in the order of the list, as Lectern's recordIndex.";
    case 'json-schemas':
      return "Records are counted from 0 within each schema's list, as Lectern's recordIndex.";
  }
}
