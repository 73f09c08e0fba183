/**
 * Budgets of the dictionary checker's worker steps, and what the checker says
 * when the worker was stopped for overrunning one: for a regular expression,
 * which field, schema and pattern.
 */
import {WorkerStoppedError} from '../../utils/workerCalls';
import type {LecternProgress} from './check';

/**
 * Milliseconds each step may take before the worker is stopped. A pattern run on every value of the records is
 * normally done in milliseconds; validating 1,000 records takes about a second on a slow phone.
 */
export const BUDGETS_MS: Record<LecternProgress['step'], number> = {dictionary: 10_000, regex: 2_000, records: 60_000};

export function stoppedMessage(error: unknown): string {
  if (!(error instanceof WorkerStoppedError) || error.budgetMs === undefined) {
    return `The check failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  const seconds = error.budgetMs / 1000;
  const progress = error.progress as LecternProgress | undefined;
  if (progress?.step === 'regex') {
    const values =
      progress.target === progress.field
        ? `the values of "${progress.field}"`
        : `the values of "${progress.target}" (in a condition of "${progress.field}")`;
    return (
      `Checking stopped: the regex restriction of field "${progress.field}" in schema "${progress.schema}", ` +
      `${progress.pattern}, ran for more than ${seconds} seconds on ${values}. The pattern backtracks ` +
      'catastrophically on some value (nested repetition such as (a+)+ does this), and Lectern would hang on these ' +
      'records too. Change the pattern or the records to check again.'
    );
  }
  if (progress?.step === 'records') {
    return `Checking stopped: validating ${progress.count} records took more than ${seconds} seconds. Check fewer records at a time.`;
  }
  return `Checking stopped: reading the dictionary took more than ${seconds} seconds.`;
}
