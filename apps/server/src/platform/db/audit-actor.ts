import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { DbExecutor } from '../../modules/l10n/l10n.repository';
import type { Database } from './client';

/** The statement that names the actor (and the GraphQL operation) for the rest of its transaction. */
const stampOf = (actor: Actor) =>
  sql`select set_config('carrier.actor_id', ${actor.userId}, true), set_config('carrier.actor_name', ${actor.username}, true), set_config('carrier.operation', ${actor.operation ?? ''}, true)`;

/**
 * Names the actor (and the GraphQL operation) for the audit trigger, for the rest of the transaction
 * `tx`: needed where the changed row cannot say who changed it (deletes, tables without audit columns).
 */
export async function stampAuditActor(tx: Pick<Database, 'execute'>, actor: Actor): Promise<void> {
  await tx.execute(stampOf(actor));
}

/** A database that can open a transaction (where asActor runs work). */
export type AuditedExecutor = DbExecutor & Pick<Database, 'transaction'>;

/**
 * Runs `work` in a transaction stamped with `actor` (see stampAuditActor): for deletes that name who
 * deleted. The work does not wait for the stamp's answer (one trip to the database fewer): the stamp
 * is sent at once through drizzle's session, which sends a statement when called (its query builders
 * send theirs only once awaited), so it is the transaction's first statement whatever the work does,
 * and a transaction's client runs its statements in the order sent. A failed stamp fails the
 * transaction with its own error.
 */
export function asActor<T>(db: Pick<Database, 'transaction'>, actor: Actor, work: (tx: DbExecutor) => Promise<T>) {
  return db.transaction(async (tx) => {
    const stamped = tx._.session.execute(stampOf(actor));
    const [, result] = await Promise.all([stamped, work(tx)]);
    return result;
  });
}
