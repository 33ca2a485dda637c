import type { TransferListItem } from 'node:worker_threads';
import { WorkerThread, type WorkerThreadOptions } from './worker-thread';

export type WorkerPool<Request, Response> = {
  /** Sends the request to the thread with the fewest unanswered requests. */
  run(request: Request, transfer?: readonly TransferListItem[]): Promise<Response>;
  /** Stops the threads, failing what they had in hand; a later request starts them again. */
  close(): Promise<void>;
};

/** `workers` worker threads (at least one, one by default) running the same script. */
export function createWorkerPool<Request, Response>(
  options: WorkerThreadOptions<Response> & { workers?: number },
): WorkerPool<Request, Response> {
  const threads = Array.from(
    { length: Math.max(1, options.workers ?? 1) },
    () => new WorkerThread<Request, Response>(options),
  );
  return {
    run(request, transfer) {
      const idlest = threads.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
      return idlest.run(request, transfer);
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
