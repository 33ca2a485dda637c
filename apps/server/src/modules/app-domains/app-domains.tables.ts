import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantHosts } from '../tenants/tenants.tables';

/**
 * A custom domain added to an app in the studio, until its DNS TXT record proves it (verifiedAt). A host
 * with no row here was added by staff through the API (or is a test subdomain) and counts as verified.
 */
export const appDomainChecks = pgTable('app_domain_checks', {
  host: text('host')
    .primaryKey()
    .references(() => tenantHosts.host, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  /** The value the TXT record must hold after DNS_TXT_PREFIX. */
  token: text('token').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  /** The last check's finding (a problem code), when it did not verify. */
  lastProblem: text('last_problem'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
