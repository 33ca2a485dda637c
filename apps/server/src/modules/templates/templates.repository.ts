import { count, eq, type SQL, sql } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { TemplateRow } from './template-kind';
import { templates } from './templates.tables';

export type NewTemplate = typeof templates.$inferInsert;
export type TemplateChanges = Partial<
  Pick<NewTemplate, 'name' | 'description' | 'logicalId' | 'graphQlQuery' | 'tags' | 'content'>
> & { lastModifiedById: string; lastModifiedBy: string };

export function createTemplatesRepository(db: DbExecutor) {
  return {
    async page(
      tenantId: string,
      query: { where?: SQL; orderBy: SQL[]; limit: number; skip: number },
    ): Promise<{ totalCount: number; rows: TemplateRow[] }> {
      const where = ofTenant(templates, tenantId, query.where);
      const [total] = await db.select({ n: count() }).from(templates).where(where);
      const rows = await db
        .select()
        .from(templates)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.skip);
      return { totalCount: total?.n ?? 0, rows };
    },

    async find(tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<TemplateRow | null> {
      const select = db
        .select()
        .from(templates)
        .where(ofTenant(templates, tenantId, eq(templates.id, id)));
      const [row] = options.lock ? await select.for('update') : await select;
      return row ?? null;
    },

    async insert(template: NewTemplate): Promise<TemplateRow> {
      const [row] = await db.insert(templates).values(template).returning();
      return row as TemplateRow;
    },

    /** Applies the changes and bumps the version; null when the template is not in the tenant. */
    async update(tenantId: string, id: string, changes: TemplateChanges): Promise<TemplateRow | null> {
      const [row] = await db
        .update(templates)
        .set({ ...changes, version: sql`${templates.version} + 1`, lastModifiedAt: new Date() })
        .where(ofTenant(templates, tenantId, eq(templates.id, id)))
        .returning();
      return row ?? null;
    },

    async remove(tenantId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(templates)
        .where(ofTenant(templates, tenantId, eq(templates.id, id)))
        .returning({ id: templates.id });
      return removed.length > 0;
    },
  };
}
