// Several worker threads running one script, shared fairly between tenants: each thread takes one job at
// a time, jobs wait here in a queue per tenant, and a job that fails (its hard timeout, a crash) fails
// alone: the jobs behind it go to the thread started after it.
import type { TransferListItem } from 'node:worker_threads';
import { WorkerThread, type WorkerThreadOptions } from './worker-thread';

/** Threads of a pool unless its renderer says otherwise: two renders at once on two cores. */
const DEFAULT_POOL_THREADS = 2;
/** Jobs one tenant may have waiting in a pool; one more is refused at once (`busy`), never held in memory. */
const DEFAULT_WAITING_PER_TENANT = 64;

type PoolJobOptions = {
  /** Whose job this is (a tenant id): tenants get a fair share of the threads. One shared queue when left out. */
  tenant?: string;
  transfer?: readonly TransferListItem[];
};

export type WorkerPool<Request, Response> = {
  /** Queues the request under its tenant; a free thread takes it when the tenant's turn comes. */
  run(request: Request, options?: PoolJobOptions): Promise<Response>;
  /** Stops the threads, failing what they had in hand and what waited; a later request starts them again. */
  close(): Promise<void>;
};

type Job<Request, Response> = {
  request: Request;
  transfer?: readonly TransferListItem[];
  resolve: (response: Response) => void;
};
/** A tenant's waiting jobs, how many of its jobs run, and when it was last served (0: never). */
type TenantQueue<Request, Response> = { jobs: Array<Job<Request, Response>>; running: number; lastServed: number };

/**
 * `workers` threads (at least one, DEFAULT_POOL_THREADS by default; each starts on its first job). The
 * next job is the oldest of the tenant with the fewest jobs running, among equals the one served longest
 * ago, so a tenant that queued many jobs does not hold the others back.
 */
export function createWorkerPool<Request, Response>(
  options: WorkerThreadOptions<Response> & { workers?: number; waitingPerTenant?: number },
): WorkerPool<Request, Response> {
  const waitingPerTenant = options.waitingPerTenant ?? DEFAULT_WAITING_PER_TENANT;
  const threads = Array.from(
    { length: Math.max(1, options.workers ?? DEFAULT_POOL_THREADS) },
    () => new WorkerThread<Request, Response>(options),
  );
  const tenants = new Map<string, TenantQueue<Request, Response>>();
  let served = 0;

  function nextTenant() {
    let chosen: [string, TenantQueue<Request, Response>] | undefined;
    for (const entry of tenants) {
      const [, queue] = entry;
      if (queue.jobs.length === 0) continue;
      const best = chosen?.[1];
      if (
        !best ||
        queue.running < best.running ||
        (queue.running === best.running && queue.lastServed < best.lastServed)
      )
        chosen = entry;
    }
    return chosen;
  }

  function finished(key: string, queue: TenantQueue<Request, Response>) {
    queue.running--;
    if (queue.running === 0 && queue.jobs.length === 0) tenants.delete(key);
  }

  function dispatch() {
    for (const thread of threads) {
      if (thread.load > 0) continue;
      const next = nextTenant();
      if (!next) return;
      const [key, queue] = next;
      const job = queue.jobs.shift() as Job<Request, Response>;
      queue.running++;
      queue.lastServed = ++served;
      void thread
        .run(job.request, job.transfer)
        .catch(() => options.failed({ reason: 'start' }))
        .then((response) => {
          finished(key, queue);
          job.resolve(response);
          dispatch();
        });
    }
  }

  return {
    run(request, { tenant = '', transfer } = {}) {
      if ((tenants.get(tenant)?.jobs.length ?? 0) >= waitingPerTenant)
        return Promise.resolve(options.failed({ reason: 'busy', waitingPerTenant }));
      return new Promise<Response>((resolve) => {
        let queue = tenants.get(tenant);
        if (!queue) {
          queue = { jobs: [], running: 0, lastServed: 0 };
          tenants.set(tenant, queue);
        }
        queue.jobs.push({ request, transfer, resolve });
        dispatch();
      });
    },
    async close() {
      for (const [key, queue] of tenants) {
        for (const job of queue.jobs.splice(0)) job.resolve(options.failed({ reason: 'closed' }));
        if (queue.running === 0) tenants.delete(key);
      }
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
