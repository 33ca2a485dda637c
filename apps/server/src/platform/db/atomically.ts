import type { Outcome } from '../../core/outcome';

/** Whatever runs work in one transaction: a drizzle database, or a service's wrapper around one. */
export type Transactional<Tx> = { transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R> };

/** Carries a failed outcome out of the transaction it rolls back. */
class RolledBack extends Error {
  constructor(readonly outcome: { ok: false; problem: unknown }) {
    super('rolled back');
  }
}

/**
 * Runs `work` in one transaction: a failed outcome rolls everything back and is answered as it is;
 * a thrown error rolls back and goes on up. The one way a service turns a refusal into a rollback.
 */
export async function atomically<Tx, T, P>(
  db: Transactional<Tx>,
  work: (tx: Tx) => Promise<Outcome<T, P>>,
): Promise<Outcome<T, P>> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      if (!outcome.ok) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome as { ok: false; problem: P };
    throw error;
  }
}
