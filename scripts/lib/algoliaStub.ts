/**
 * Answers Algolia write-API calls the way Algolia does when they succeed, for
 * `search:push --dry-run` (no network at all) and for the tests' stub server.
 * Only what the push sends is covered: settings, synonyms, batch, index
 * operations and task status.
 */
let nextTaskId = 1;

export type StubAnswer = {status: number; body: unknown};

export function answerAlgoliaCall(method: string, path: string, body: unknown): StubAnswer {
  const updatedAt = new Date(0).toISOString();
  if (method === 'GET' && /\/task\/\d+$/.test(path)) {
    return {status: 200, body: {status: 'published', pendingTask: false}};
  }
  if (method === 'GET' && /\/settings$/.test(path)) {
    return {status: 200, body: {}};
  }
  if (method === 'POST' && /\/synonyms\/batch$/.test(path)) {
    return {status: 200, body: {taskID: nextTaskId++, updatedAt, id: 'synonyms'}};
  }
  if (method === 'POST' && /\/batch$/.test(path)) {
    const requests = (body as {requests?: {body?: {objectID?: string}}[]})?.requests ?? [];
    return {
      status: 200,
      body: {taskID: nextTaskId++, objectIDs: requests.map((request) => request.body?.objectID ?? '')},
    };
  }
  if ((method === 'PUT' || method === 'POST') && /\/(settings|operation)$/.test(path)) {
    return {status: 200, body: {taskID: nextTaskId++, updatedAt}};
  }
  return {status: 404, body: {message: `The stub does not answer ${method} ${path}`, status: 404}};
}
