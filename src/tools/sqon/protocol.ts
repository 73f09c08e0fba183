/** Calls to the SQON playground's worker. */
import type {SqonInput, SqonOutcome} from './translate';

export type SqonMessage = {kind: 'translate'; input: SqonInput};

export type {SqonInput, SqonOutcome};
