import { boolean, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/** A person or company named on a policy or case. */
export type PartyValue = {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  type?: string | null;
};
export type MemberValue = PartyValue & { relationship?: string | null; dateOfBirth?: string | null };
export type PremiumValue = { amount: number; currencyCode: string; paymentFrequency?: string | null };
export type ProductIdValue = { plan: string; type: string; version?: string | null };

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedBy: text('last_modified_by'),
};
const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Platform data that template previews query: policies, cases and transactions of a tenant. */
export const policies = pgTable(
  'policies',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    issuerNumber: text('issuer_number'),
    description: text('description'),
    status: text('status').notNull().default('ISSUED'),
    productId: jsonb('product_id').$type<ProductIdValue>(),
    holder: jsonb('holder').$type<PartyValue>(),
    insured: jsonb('insured').$type<PartyValue[]>().notNull().default([]),
    members: jsonb('members').$type<MemberValue[]>().notNull().default([]),
    premium: jsonb('premium').$type<PremiumValue>(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    issueDate: timestamp('issue_date', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('policies_tenant_created_at').on(table.tenantId, table.createdAt),
  ],
);

export const cases = pgTable(
  'cases',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    caseNumber: text('case_number'),
    name: text('name'),
    description: text('description'),
    status: text('status').notNull().default('OPEN'),
    holder: jsonb('holder').$type<PartyValue>(),
    insureds: jsonb('insureds').$type<PartyValue[]>().notNull().default([]),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('cases_tenant_created_at').on(table.tenantId, table.createdAt),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    transactionNumber: text('transaction_number'),
    policyId: text('policy_id'),
    description: text('description'),
    status: text('status').notNull().default('PENDING'),
    type: text('type'),
    method: text('method'),
    amount: doublePrecision('amount').notNull().default(0),
    currencyCode: text('currency_code').notNull().default('HKD'),
    isSettled: boolean('is_settled').notNull().default(false),
    dateTime: timestamp('date_time', { withTimezone: true }),
    dueDateTime: timestamp('due_date_time', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('transactions_tenant_created_at').on(table.tenantId, table.createdAt),
  ],
);
