import { and, asc, eq, inArray } from 'drizzle-orm';
import { asActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { products } from '../products/products.tables';
import { insurers } from './insurers.tables';

export type InsurerRow = typeof insurers.$inferSelect;

import type { Actor } from '../../core/session';

export type { Actor };

export function createInsurersRepository(db: Database) {
  return {
    async list(tenantId: string, filter: { ids?: string[]; productTypes?: string[] } = {}): Promise<InsurerRow[]> {
      const usedByTypes = filter.productTypes?.length
        ? inArray(
            insurers.id,
            db
              .selectDistinct({ id: products.insurerId })
              .from(products)
              .where(and(eq(products.tenantId, tenantId), inArray(products.type, filter.productTypes))),
          )
        : undefined;
      return db
        .select()
        .from(insurers)
        .where(
          ofTenant(insurers, tenantId, filter.ids?.length ? inArray(insurers.id, filter.ids) : undefined, usedByTypes),
        )
        .orderBy(asc(insurers.name), asc(insurers.id));
    },

    async find(tenantId: string, id: string): Promise<InsurerRow | null> {
      const [row] = await db
        .select()
        .from(insurers)
        .where(ofTenant(insurers, tenantId, eq(insurers.id, id)));
      return row ?? null;
    },

    /** False when the id is taken in this tenant. */
    async create(tenantId: string, insurer: { id: string; name: string }, actor: Actor | null): Promise<boolean> {
      // The row keeps only the actor's name: the stamp gives the audit trigger the id too.
      const insert = (executor: DbExecutor) =>
        executor
          .insert(insurers)
          .values({ tenantId, ...insurer, createdBy: actor?.username, lastModifiedBy: actor?.username })
          .onConflictDoNothing()
          .returning({ id: insurers.id });
      const inserted = await (actor ? asActor(db, actor, insert) : insert(db));
      return inserted.length > 0;
    },

    async rename(tenantId: string, id: string, name: string, actor: Actor): Promise<boolean> {
      const updated = await asActor(db, actor, (tx) =>
        tx
          .update(insurers)
          .set({ name, lastModifiedAt: new Date(), lastModifiedBy: actor.username })
          .where(ofTenant(insurers, tenantId, eq(insurers.id, id)))
          .returning({ id: insurers.id }),
      );
      return updated.length > 0;
    },
  };
}
export type InsurersRepository = ReturnType<typeof createInsurersRepository>;
