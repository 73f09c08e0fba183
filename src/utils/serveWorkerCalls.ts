/// <reference lib="webworker" />
/**
 * The worker's side of `WorkerClient` (./workerCalls): answers each call with
 * the handler's result or error. The handler may report progress first.
 */
import type {WorkerCall, WorkerReply} from './workerCalls';

export function serveWorkerCalls<Message, Result, Progress = never>(
  handle: (message: Message, progress: (progress: Progress) => void) => Result | Promise<Result>,
): void {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  const post = (reply: WorkerReply<Result, Progress>) => scope.postMessage(reply);
  scope.onmessage = async ({data}: MessageEvent<WorkerCall<Message>>) => {
    const {id} = data;
    try {
      const value = await handle(data.message, (progress) => post({id, kind: 'progress', progress}));
      post({id, kind: 'result', value});
    } catch (error) {
      const {name, message} = error instanceof Error ? error : {name: 'Error', message: String(error)};
      post({id, kind: 'error', error: {name, message}});
    }
  };
}
