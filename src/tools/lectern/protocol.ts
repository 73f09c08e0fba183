/** Calls to the dictionary checker's worker. */
import type {CheckInput, LecternProgress} from './check';

export type LecternMessage = {kind: 'check'; input: CheckInput};

export type {LecternProgress};
