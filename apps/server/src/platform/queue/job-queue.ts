import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** How a queue's jobs are retried and when a job held by a dead process is given to another. */
export type QueuePolicy = {
  /** Attempts after the first, when the handler throws or its process dies. */
  retryLimit: number;
  /** A job still active this long (its process was killed) fails and is retried. */
  expireInSeconds: number;
};

export type QueuedJob<T> = { id: string; data: T; retryCount: number; retryLimit: number };

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The job queue in the database: pg-boss (its tables in the `pgboss` schema) over the server's own
 * connection, PostgreSQL or the embedded PGlite alike, so the API and any number of worker processes
 * share one queue. Started on first use, so a process that never queues a job never installs it.
 */
export function createJobQueue(deps: { executeSql: ExecuteSql; log: Logger }) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.executeSql(text, values) },
    // Expired jobs (their process died) are failed and retried by the maintenance of any live process.
    supervise: true,
    maintenanceIntervalSeconds: 15,
    schedule: false,
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  let started: Promise<PgBoss> | null = null;
  const queues = new Map<string, Promise<void>>();

  const start = () => {
    started ??= boss.start();
    return started;
  };
  const queue = (name: string, policy: QueuePolicy) => {
    let created = queues.get(name);
    if (!created) {
      created = start().then(() =>
        boss.createQueue(name, { name, retryLimit: policy.retryLimit, expireInSeconds: policy.expireInSeconds }),
      );
      queues.set(name, created);
    }
    return created;
  };

  return {
    /** Adds jobs; a job whose id is already queued (or done and kept) is not added again. */
    async enqueue<T extends object>(
      name: string,
      policy: QueuePolicy,
      jobs: ReadonlyArray<{ id: string; data: T }>,
    ): Promise<void> {
      await queue(name, policy);
      for (let from = 0; from < jobs.length; from += 500) {
        await boss.insert(
          jobs.slice(from, from + 500).map((job) => ({
            id: job.id,
            name,
            data: job.data,
            retryLimit: policy.retryLimit,
            expireInSeconds: policy.expireInSeconds,
          })),
        );
      }
    },

    /**
     * Runs `handler` for each job, `concurrency` at a time in this process. A handler that throws has
     * its job retried (up to the policy's limit); one that returns completes it.
     */
    async work<T>(
      name: string,
      policy: QueuePolicy,
      concurrency: number,
      handler: (job: QueuedJob<T>) => Promise<void>,
    ): Promise<void> {
      await queue(name, policy);
      for (let slot = 0; slot < concurrency; slot++) {
        let id = '';
        id = await boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (!job) return;
            try {
              await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
            } finally {
              // While jobs keep coming, fetch the next one at once instead of after the polling interval.
              if (id) boss.notifyWorker(id);
            }
          },
        );
      }
    },

    /** Stops fetching; jobs in hand are failed (and so retried) when `graceful` is false. */
    async close(options: { graceful: boolean } = { graceful: true }): Promise<void> {
      if (!started) return;
      await boss.stop({ graceful: options.graceful, wait: true, close: false, timeout: 10_000 });
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
