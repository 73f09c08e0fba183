/**
 * Calls from the page into a Web Worker, shared by the search client
 * (src/search/client) and the live tools (src/tools). Each call carries an id;
 * the worker (see `serveWorkerCalls`) answers it with its result or its error,
 * and may report progress before that.
 *
 * A call can have a time budget: when the worker has not answered within it,
 * the worker is stopped (a busy worker cannot be interrupted any other way),
 * the call fails with `WorkerStoppedError`, and the next call starts a fresh
 * worker. A progress report can set a new budget for the step it starts, so a
 * long task can give each of its steps the time that step deserves.
 */

export type WorkerCall<Message> = {id: number; message: Message};

export type WorkerReply<Result, Progress> =
  | {id: number; kind: 'result'; value: Result}
  | {id: number; kind: 'error'; error: {name: string; message: string}}
  | {id: number; kind: 'progress'; progress: Progress};

/** The worker was stopped before it answered: it ran out of time, or crashed. */
export class WorkerStoppedError<Progress = unknown> extends Error {
  override name = 'WorkerStoppedError';
  constructor(
    message: string,
    /** The last progress the call reported before it was stopped. */
    readonly progress?: Progress,
    /** The budget it ran out of, when it was stopped for taking too long. */
    readonly budgetMs?: number,
  ) {
    super(message);
  }
}

export type CallOptions<Progress> = {
  /** Stop the worker if the call has not finished after this many milliseconds. */
  budgetMs?: number;
  /** Called for each progress report; a number returned is the budget, from now, of the step that report starts. */
  onProgress?: (progress: Progress) => number | void;
};

type Pending<Result, Progress> = {
  resolve: (value: Result) => void;
  reject: (error: Error) => void;
  options: CallOptions<Progress>;
  progress?: Progress;
  timer?: ReturnType<typeof setTimeout>;
};

export type WorkerClientOptions = {
  /** Turns an error the worker reported into the error the call rejects with. */
  toError?: (error: {name: string; message: string}) => Error;
  /** The error of calls pending when the worker fails to start or throws outside a call. */
  crashError?: (message: string) => Error;
};

function defaultToError({name, message}: {name: string; message: string}): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

export class WorkerClient<Message, Result, Progress = never> {
  private worker?: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending<Result, Progress>>();
  /** How many workers this client has started: more than one means one was stopped and replaced. */
  started = 0;

  /** `start` creates the worker: `() => new Worker(new URL('./x.worker.ts', import.meta.url), {name})`. */
  constructor(
    private readonly start: () => Worker,
    private readonly options: WorkerClientOptions = {},
  ) {}

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    this.started += 1;
    worker.onmessage = ({data}: MessageEvent<WorkerReply<Result, Progress>>) => {
      const pending = this.pending.get(data.id);
      if (!pending) return;
      if (data.kind === 'progress') {
        pending.progress = data.progress;
        const budget = pending.options.onProgress?.(data.progress);
        if (typeof budget === 'number') this.arm(data.id, pending, budget);
        return;
      }
      this.settle(data.id);
      if (data.kind === 'result') pending.resolve(data.value);
      else pending.reject((this.options.toError ?? defaultToError)(data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.stopWorker(
        (this.options.crashError ?? ((message: string) => new WorkerStoppedError(message)))(event.message),
      );
    };
    this.worker = worker;
    return worker;
  }

  private arm(id: number, pending: Pending<Result, Progress>, budgetMs: number): void {
    if (pending.timer !== undefined) clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      this.pending.delete(id);
      pending.reject(new WorkerStoppedError(`The worker took longer than ${budgetMs} ms`, pending.progress, budgetMs));
      this.stopWorker(new WorkerStoppedError('The worker was restarted before it answered'));
    }, budgetMs);
  }

  private settle(id: number): void {
    const pending = this.pending.get(id);
    if (pending?.timer !== undefined) clearTimeout(pending.timer);
    this.pending.delete(id);
  }

  /** Stops the worker and fails every call still waiting for it; the next call starts a new one. */
  private stopWorker(error: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const [id, pending] of [...this.pending]) {
      this.settle(id);
      pending.reject(error);
    }
  }

  call(message: Message, options: CallOptions<Progress> = {}): Promise<Result> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      const pending: Pending<Result, Progress> = {resolve, reject, options};
      this.pending.set(id, pending);
      if (options.budgetMs !== undefined) this.arm(id, pending, options.budgetMs);
      worker.postMessage({id, message} satisfies WorkerCall<Message>);
    });
  }

  /** Stops the worker (when the page no longer needs it); calls still waiting fail. */
  terminate(): void {
    this.stopWorker(new WorkerStoppedError('The worker was stopped'));
  }
}
