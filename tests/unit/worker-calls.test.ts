/**
 * Calls into a worker (src/utils/workerCalls), shared by search and the live
 * tools: answers matched to calls, errors, progress, and the time budget that
 * stops a worker stuck in a task and starts a fresh one.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {WorkerClient, WorkerStoppedError, type WorkerCall} from '../../src/utils/workerCalls';

class FakeWorker {
  onmessage: ((event: {data: unknown}) => void) | null = null;
  onerror: ((event: {message: string; preventDefault: () => void}) => void) | null = null;
  sent: WorkerCall<string>[] = [];
  terminated = false;
  postMessage(data: WorkerCall<string>) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.({data});
  }
}

type Progress = {step: string};

function client() {
  const workers: FakeWorker[] = [];
  const calls = new WorkerClient<string, string, Progress>(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return {calls, workers};
}

describe('WorkerClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the worker at the first call and matches each answer to its call', async () => {
    const {calls, workers} = client();
    expect(workers).toHaveLength(0);
    const first = calls.call('a');
    const second = calls.call('b');
    expect(workers).toHaveLength(1);
    expect(workers[0].sent).toEqual([
      {id: 1, message: 'a'},
      {id: 2, message: 'b'},
    ]);
    workers[0].reply({id: 2, kind: 'result', value: 'B'});
    workers[0].reply({id: 1, kind: 'error', error: {name: 'TypeError', message: 'bad'}});
    await expect(second).resolves.toBe('B');
    await expect(first).rejects.toMatchObject({name: 'TypeError', message: 'bad'});
  });

  it('stops a worker that overruns its budget, says where it was, and starts a new one for the next call', async () => {
    const {calls, workers} = client();
    const seen: Progress[] = [];
    const call = calls.call('slow', {
      budgetMs: 1000,
      onProgress: (progress) => {
        seen.push(progress);
        return progress.step === 'long' ? 5000 : progress.step === 'regex' ? 1000 : undefined;
      },
    });
    const waiting = calls.call('queued');
    const failure = expect(call).rejects.toMatchObject({progress: {step: 'regex'}, budgetMs: 1000});
    const queuedFailure = expect(waiting).rejects.toBeInstanceOf(WorkerStoppedError);
    workers[0].reply({id: 1, kind: 'progress', progress: {step: 'long'}});
    vi.advanceTimersByTime(4000); // the long step has 5 s
    expect(workers[0].terminated).toBe(false);
    workers[0].reply({id: 1, kind: 'progress', progress: {step: 'regex'}}); // a step with a budget of 1 s
    vi.advanceTimersByTime(1001);
    await failure;
    await queuedFailure;
    expect(seen).toEqual([{step: 'long'}, {step: 'regex'}]);
    expect(workers[0].terminated).toBe(true);

    const next = calls.call('again');
    expect(workers).toHaveLength(2);
    expect(calls.started).toBe(2);
    workers[1].reply({id: 3, kind: 'result', value: 'fine'});
    await expect(next).resolves.toBe('fine');
  });

  it('keeps a worker that answers in time, and ignores answers to calls it no longer waits for', async () => {
    const {calls, workers} = client();
    const call = calls.call('quick', {budgetMs: 1000});
    workers[0].reply({id: 1, kind: 'result', value: 'done'});
    await expect(call).resolves.toBe('done');
    vi.advanceTimersByTime(5000);
    expect(workers[0].terminated).toBe(false);
    workers[0].reply({id: 1, kind: 'result', value: 'late'});
    workers[0].reply({id: 99, kind: 'progress', progress: {step: 'x'}});
  });

  it('fails every waiting call when the worker crashes, then starts anew', async () => {
    const {calls, workers} = client();
    const call = calls.call('a');
    workers[0].onerror?.({message: 'script failed', preventDefault: () => {}});
    await expect(call).rejects.toMatchObject({name: 'WorkerStoppedError', message: 'script failed'});
    calls.call('b').catch(() => {});
    expect(workers).toHaveLength(2);
    calls.terminate();
    expect(workers[1].terminated).toBe(true);
  });
});
