// The messages between a renderer and its worker thread, and the worker thread's side of them
// (the renderer's side is worker-thread.ts).
import { parentPort, type TransferListItem } from 'node:worker_threads';

/** To the worker: one request, numbered so that its response finds its way back. */
export type WorkerRequest<Request> = { id: number; request: Request };
/**
 * From the worker: that it began a numbered request (its hard timeout counts from then), the response
 * to it; or, once, that the worker has loaded.
 */
export type WorkerReply<Response> = { id: number; response: Response } | { started: number } | { ready: true };

/**
 * Answers each request with `respond` (which answers failures too, rather than throw). Says it is
 * ready once loaded: requests are timed from then on, so starting the thread does not count.
 */
export function answerRequests<Request, Response>(
  respond: (request: Request) => Response | Promise<Response>,
  transferOf: (response: Response) => TransferListItem[] = () => [],
): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', async ({ id, request }: WorkerRequest<Request>) => {
    port.postMessage({ started: id } satisfies WorkerReply<Response>);
    const response = await respond(request);
    port.postMessage({ id, response } satisfies WorkerReply<Response>, transferOf(response));
  });
  port.postMessage({ ready: true } satisfies WorkerReply<Response>);
}
