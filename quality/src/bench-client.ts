/**
 * autocannon's client keeps every response body as a string (`req.body += chunk`, a UTF-8 decode of
 * each chunk) whether or not anything reads it. For a page of 18 KB of Brotli that decode cost the
 * client more than the server spent answering: at 50 connections on two cores the bench read about
 * 4,500 pages a second while the server sat two-thirds idle. The benches read no body, so each client
 * drops them (autocannon's `setupClient`). A client of another shape throws: the bench fails rather than
 * measure its own client again.
 */
export function dropBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } } | null)?.pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error(
      "autocannon's client keeps no pipelinedRequests.addBody: see quality/src/bench-client.ts",
    );
  }
  queue.addBody = () => {};
}
