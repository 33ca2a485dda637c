import { and, count, desc, eq, getTableColumns, inArray, notInArray } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { templateVersions } from './templates.tables';

export type TemplateVersionRow = typeof templateVersions.$inferSelect;
export type NewTemplateVersion = typeof templateVersions.$inferInsert;
/** A version as lists show it: everything but the snapshot, which can be large. */
export type TemplateVersionSummary = Omit<TemplateVersionRow, 'snapshot'>;

const { snapshot: _snapshot, ...summaryColumns } = getTableColumns(templateVersions);

export function createTemplateVersionsRepository(db: DbExecutor) {
  const ofTemplate = (tenantId: string, templateId: string) =>
    ofTenant(templateVersions, tenantId, eq(templateVersions.templateId, templateId));
  return {
    /** A template's versions, newest first. */
    async page(
      tenantId: string,
      templateId: string,
      page: { limit: number; skip: number },
    ): Promise<{ totalCount: number; rows: TemplateVersionSummary[] }> {
      const where = ofTemplate(tenantId, templateId);
      const [total] = await db.select({ n: count() }).from(templateVersions).where(where);
      const rows = await db
        .select(summaryColumns)
        .from(templateVersions)
        .where(where)
        .orderBy(desc(templateVersions.version))
        .limit(page.limit)
        .offset(page.skip);
      return { totalCount: total?.n ?? 0, rows };
    },

    /** Versions by id, with their snapshots; ids of another tenant are not found. */
    async findMany(tenantId: string, ids: readonly string[]): Promise<TemplateVersionRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(templateVersions)
        .where(ofTenant(templateVersions, tenantId, inArray(templateVersions.id, [...ids])));
    },

    /** One version of a template by its number, with its snapshot. */
    async findByNumber(tenantId: string, templateId: string, version: number): Promise<TemplateVersionRow | null> {
      const [row] = await db
        .select()
        .from(templateVersions)
        .where(and(ofTemplate(tenantId, templateId), eq(templateVersions.version, version)));
      return row ?? null;
    },

    async insert(version: NewTemplateVersion) {
      await db.insert(templateVersions).values(version);
    },

    /** Deletes all but the newest `keep` versions of a template. */
    async prune(tenantId: string, templateId: string, keep: number) {
      const newest = db
        .select({ id: templateVersions.id })
        .from(templateVersions)
        .where(ofTemplate(tenantId, templateId))
        .orderBy(desc(templateVersions.version))
        .limit(keep);
      await db
        .delete(templateVersions)
        .where(and(ofTemplate(tenantId, templateId), notInArray(templateVersions.id, newest)));
    },
  };
}
