import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/** Localized texts: one value per tenant, key and locale (product names, benefit texts, ...). */
export const l10nTexts = pgTable(
  'l10n_texts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.key, table.locale] }),
    // Prefix searches (all texts of a product or a benefit) whatever the database collation.
    index('l10n_texts_key_prefix').on(table.tenantId, table.key.op('text_pattern_ops')),
  ],
);
