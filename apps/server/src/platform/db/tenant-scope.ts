import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The tenant filter every repository applies: the tenant comes from the session, never from an
 * argument, and a repository is built for one tenant so no query can forget it.
 */
export function ofTenant(table: { tenantId: PgColumn }, tenantId: string, ...conditions: Array<SQL | undefined>) {
  return and(eq(table.tenantId, tenantId), ...conditions) as SQL;
}
