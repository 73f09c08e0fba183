/// <reference lib="webworker" />
/**
 * The dictionary checker's worker: Lectern's libraries run here, off the main
 * thread, so the page answers the reader while a thousand records are checked.
 */
import {serveWorkerCalls} from '../../utils/serveWorkerCalls';
import {checkLectern, type CheckOutcome} from './check';
import type {LecternMessage, LecternProgress} from './protocol';

serveWorkerCalls<LecternMessage, CheckOutcome, LecternProgress>((message, progress) =>
  checkLectern(message.input, progress),
);
