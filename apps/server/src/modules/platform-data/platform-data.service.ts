import { randomUUID } from 'node:crypto';
import { SEEDED_TENANTS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { Database } from '../../platform/db/client';
import {
  createPlatformDataRepository,
  type DataKind,
  type DataSort,
  type DataWhere,
  type NewRowOf,
  type RowOf,
} from './platform-data.repository';
import { demoData } from './platform-data.seed';

type Maybe<T> = T | null | undefined;
export type DataListArgs = {
  where?: Maybe<DataWhere>;
  sort?: Maybe<DataSort>;
  limit?: Maybe<number>;
  skip?: Maybe<number>;
};
export type DataChanges<K extends DataKind> = Omit<Partial<NewRowOf<K>>, 'tenantId' | 'id'>;

const MAX_LIMIT = 100;
const notFound = (kind: DataKind, id: string) => ({
  code: 'not_found',
  message: `There is no ${kind.replace(/ies$/, 'y').replace(/s$/, '')} ${id}.`,
});

/** Policies, cases and transactions: listed for previews, created and changed by staff, seeded for demos. */
export function createPlatformDataService(db: Database) {
  const repository = createPlatformDataRepository(db);
  return {
    async list<K extends DataKind>(kind: K, tenantId: string, args: DataListArgs) {
      const limit = Math.min(Math.max(args.limit ?? MAX_LIMIT, 0), MAX_LIMIT);
      const page = await repository.page(kind, tenantId, { ...args, limit, skip: Math.max(args.skip ?? 0, 0) });
      return { totalCount: page.totalCount, list: page.rows as RowOf<K>[] };
    },

    async create<K extends DataKind>(kind: K, session: Session, values: DataChanges<K>): Promise<Outcome<string>> {
      const id = randomUUID();
      const row = { ...values, tenantId: session.tenantId, id, createdBy: session.username } as NewRowOf<K>;
      await repository.insert(kind, [{ ...row, lastModifiedBy: session.username }]);
      return ok(id);
    },

    async update<K extends DataKind>(kind: K, session: Session, id: string, values: DataChanges<K>) {
      const changes = { ...values, lastModifiedBy: session.username } as Partial<NewRowOf<K>>;
      const updated = await repository.update(kind, session.tenantId, id, changes);
      return updated ? ok(null) : fail(notFound(kind, id));
    },

    /** Idempotent: demo rows already there (changed or not) are left alone. */
    async seedDemoData() {
      for (const tenant of SEEDED_TENANTS) {
        const data = demoData(tenant.id);
        await repository.insert('policies', data.policies);
        await repository.insert('cases', data.cases);
        await repository.insert('transactions', data.transactions);
      }
    },
  };
}
