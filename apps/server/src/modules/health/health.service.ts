import type { Logger } from 'pino';
import type { ObjectStorage } from '../../platform/storage/storage';

/** How long a dependency may take to answer before it counts as unavailable. */
const READINESS_TIMEOUT_MS = 2000;
/** An answer serves every ask for this long: /readyz is public, and asking it often costs one check a second. */
const READINESS_KEPT_MS = 1000;
/** A key no object has: stat answers "missing" when the storage is reachable. */
const PROBE_KEY = 'readiness/probe.txt';

export type Readiness = { ready: boolean; database: 'ok' | 'unavailable'; storage: 'ok' | 'unavailable' };

function withinTimeout(check: Promise<unknown>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check, timedOut]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process can serve: its database answers a statement and its object storage answers a
 * lookup, each within READINESS_TIMEOUT_MS. A load balancer takes a process that is not ready out of
 * rotation (a PostgreSQL it cannot reach, an embedded database whose thread stopped, an S3 it cannot
 * reach), while the process itself still answers /healthz. Asks made while a check runs, or within
 * READINESS_KEPT_MS of its answer, share it; a dependency that does not answer at all gets no second
 * check until the first one ends (no statements queueing up behind a database that hangs).
 */
export function createHealthService(deps: {
  pingDatabase: () => Promise<void>;
  storage: Pick<ObjectStorage, 'stat'>;
  log: Logger;
  timeoutMs?: number;
  now?: () => number;
}) {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const now = deps.now ?? Date.now;
  /** A dependency's check still unanswered: the next ask waits on it rather than piling up another. */
  const unanswered = new Map<'database' | 'storage', Promise<unknown>>();
  const probe = async (name: 'database' | 'storage', start: () => Promise<unknown>) => {
    let pending = unanswered.get(name);
    if (!pending) {
      pending = start().finally(() => unanswered.delete(name));
      unanswered.set(name, pending);
    }
    try {
      await withinTimeout(pending, timeoutMs);
      return 'ok' as const;
    } catch (error) {
      deps.log.warn({ err: error, dependency: name }, 'readiness check failed');
      return 'unavailable' as const;
    }
  };
  const check = async (): Promise<Readiness> => {
    const [database, storage] = await Promise.all([
      probe('database', deps.pingDatabase),
      probe('storage', () => deps.storage.stat(PROBE_KEY)),
    ]);
    return { ready: database === 'ok' && storage === 'ok', database, storage };
  };
  let latest: { answer: Promise<Readiness>; askedAt: number } | null = null;
  return {
    readiness(): Promise<Readiness> {
      if (!latest || now() - latest.askedAt >= READINESS_KEPT_MS) {
        const askedAt = now();
        latest = { answer: check(), askedAt };
      }
      return latest.answer;
    },
  };
}
