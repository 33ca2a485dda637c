import { sql } from 'drizzle-orm';
import { currentRequestOperation } from '../../core/request-operation';
import type { Actor } from '../../core/session';
import type { DbExecutor } from '../../modules/l10n/l10n.repository';
import type { Database } from './client';

/**
 * Names the actor (and the GraphQL operation) for the audit trigger, for the rest of the transaction
 * `tx`: needed where the changed row cannot say who changed it (deletes, tables without audit columns).
 */
export async function stampAuditActor(tx: Pick<Database, 'execute'>, actor: Actor): Promise<void> {
  await tx.execute(
    sql`select set_config('carrier.actor_id', ${actor.userId}, true), set_config('carrier.actor_name', ${actor.username}, true), set_config('carrier.operation', ${currentRequestOperation() ?? ''}, true)`,
  );
}

/** A database that can open a transaction (where asActor runs work). */
export type AuditedExecutor = DbExecutor & Pick<Database, 'transaction'>;

/** Runs `work` in a transaction stamped with `actor` (see stampAuditActor): for deletes that name who deleted. */
export function asActor<T>(db: Pick<Database, 'transaction'>, actor: Actor, work: (tx: DbExecutor) => Promise<T>) {
  return db.transaction(async (tx) => {
    await stampAuditActor(tx, actor);
    return work(tx);
  });
}
