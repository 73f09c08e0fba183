/// <reference lib="webworker" />
/**
 * The SQON playground's worker: Arranger's translator runs here, off the main
 * thread, so the editor answers every keystroke whatever the reader pastes.
 */
import {serveWorkerCalls} from '../../utils/serveWorkerCalls';
import type {SqonMessage, SqonOutcome} from './protocol';
import {translateSqon} from './translate';

serveWorkerCalls<SqonMessage, SqonOutcome>((message) => translateSqon(message.input));
