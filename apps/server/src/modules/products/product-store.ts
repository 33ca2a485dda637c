import type { Actor } from '../../core/session';
import { stampAuditActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { createInsurersRepository } from '../insurers/insurers.repository';
import { createL10nRepository, type DbExecutor } from '../l10n/l10n.repository';
import { createBenefitsRepository } from './benefits.repository';
import { productGroupPage } from './product-groups.repository';
import { createProductsRepository, type ListQuery, lockProduct } from './products.repository';

/** The repositories the products and benefits services use, bound to the database or to one transaction. */
function bind(executor: DbExecutor & Pick<Database, 'execute'>, db: Database) {
  return {
    products: createProductsRepository(executor),
    benefits: createBenefitsRepository(executor),
    texts: createL10nRepository(executor),
    insurers: createInsurersRepository(db),
    groups: (tenantId: string, query: ListQuery, locale: string) => productGroupPage(executor, tenantId, query, locale),
    /** Names the actor for the audit trigger (see stampAuditActor); only inside a transaction. */
    stampActor: (actor: Actor) => stampAuditActor(executor, actor),
    /** Locks the product row until the transaction ends. */
    lockProduct: (tenantId: string, rowId: string) => lockProduct(executor, tenantId, rowId),
  };
}
export type ProductRepositories = ReturnType<typeof bind>;

/** What the services get injected: the repositories, and a transaction that hands out bound ones. */
export function createProductStore(db: Database) {
  return {
    ...bind(db, db),
    transaction: <T>(work: (repositories: ProductRepositories) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(bind(tx, db))),
  };
}
export type ProductStore = ReturnType<typeof createProductStore>;
