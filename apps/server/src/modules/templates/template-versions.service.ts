import { randomUUID } from 'node:crypto';
import { TEMPLATE_ERRORS, TEMPLATE_VERSION_ERRORS, TEMPLATE_VERSION_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { Database } from '../../platform/db/client';
import type { DbExecutor } from '../l10n/l10n.repository';
import { diffSnapshots, type FieldDiff } from './template-diff';
import type { TemplateRow } from './template-kind';
import { snapshotInput, snapshotOf } from './template-snapshot';
import {
  createTemplateVersionsRepository,
  type TemplateVersionRow,
  type TemplateVersionSummary,
} from './template-versions.repository';
import { createTemplatesRepository } from './templates.repository';
import type { CommonInput, ContentChange } from './templates.service';

/** The templates service's one save path, which records the version (see templates.service.ts). */
type Save = (
  session: Session,
  id: string,
  type: string,
  input: CommonInput,
  change: ContentChange<TemplateRow['content']>,
  options: { restoredFrom: number },
) => Promise<Outcome<TemplateRow>>;

/**
 * Writes the version of a template as just saved, inside the saving transaction, and deletes the
 * versions past the newest TEMPLATE_VERSION_LIMITS.kept.
 */
export async function recordTemplateVersion(
  tx: DbExecutor,
  session: Session,
  template: TemplateRow,
  restoredFrom: number | null = null,
) {
  const versions = createTemplateVersionsRepository(tx);
  await versions.insert({
    id: randomUUID(),
    tenantId: template.tenantId,
    templateId: template.id,
    version: template.version,
    snapshot: snapshotOf(template),
    restoredFrom,
    createdById: session.userId,
    createdBy: session.username,
  });
  await versions.prune(template.tenantId, template.id, TEMPLATE_VERSION_LIMITS.kept);
}

/** A template's history: its versions newest first, any one whole, the diff of any two, and restore. */
export function createTemplateVersionsService(deps: { db: Database; save: Save }) {
  const versions = createTemplateVersionsRepository(deps.db);
  const templates = createTemplatesRepository(deps.db);

  async function templateOf(tenantId: string, templateId: string): Promise<Outcome<TemplateRow>> {
    const template = await templates.find(tenantId, templateId);
    return template ? ok(template) : fail(TEMPLATE_ERRORS.notFound);
  }

  /** The versions by id, in the order asked, each of the template (else the problem). */
  async function versionsOf(tenantId: string, templateId: string, ids: readonly string[]) {
    const template = await templateOf(tenantId, templateId);
    if (!template.ok) return template;
    const rows = await versions.findMany(tenantId, ids);
    const found: TemplateVersionRow[] = [];
    for (const id of ids) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) return fail(TEMPLATE_VERSION_ERRORS.notFound);
      if (row.templateId !== templateId) return fail(TEMPLATE_VERSION_ERRORS.ofAnotherTemplate);
      found.push(row);
    }
    return ok({ template: template.value, found });
  }

  return {
    async list(
      session: Session,
      templateId: string,
      args: { limit?: number | null; skip?: number | null },
    ): Promise<Outcome<{ totalCount: number; list: TemplateVersionSummary[] }>> {
      const template = await templateOf(session.tenantId, templateId);
      if (!template.ok) return template;
      const limit = Math.min(Math.max(args.limit ?? TEMPLATE_VERSION_LIMITS.page, 0), TEMPLATE_VERSION_LIMITS.page);
      const page = await versions.page(session.tenantId, templateId, { limit, skip: Math.max(args.skip ?? 0, 0) });
      return ok({ totalCount: page.totalCount, list: page.rows });
    },

    async find(session: Session, templateId: string, versionId: string): Promise<Outcome<TemplateVersionRow>> {
      const answer = await versionsOf(session.tenantId, templateId, [versionId]);
      return answer.ok ? ok(answer.value.found[0] as TemplateVersionRow) : answer;
    },

    /** A version's snapshot by id alone (for a list entry asked for its content). */
    async snapshot(session: Session, versionId: string) {
      const [row] = await versions.findMany(session.tenantId, [versionId]);
      return row?.snapshot ?? null;
    },

    /** What changed from one version to another, field by field (either may be the older). */
    async diff(session: Session, templateId: string, fromId: string, toId: string): Promise<Outcome<FieldDiff[]>> {
      const answer = await versionsOf(session.tenantId, templateId, [fromId, toId]);
      if (!answer.ok) return answer;
      const [from, to] = answer.value.found as [TemplateVersionRow, TemplateVersionRow];
      return ok(await diffSnapshots(from.snapshot, to.snapshot));
    },

    /**
     * Saves the template as the version held it: a new version (history is never rewritten), through
     * the one save path. Answers the new version.
     */
    async restore(session: Session, templateId: string, versionId: string): Promise<Outcome<TemplateVersionRow>> {
      const answer = await versionsOf(session.tenantId, templateId, [versionId]);
      if (!answer.ok) return answer;
      const { template, found } = answer.value;
      const old = found[0] as TemplateVersionRow;
      const saved = await deps.save(
        session,
        templateId,
        template.type,
        snapshotInput(old.snapshot),
        () => ok(old.snapshot.content),
        { restoredFrom: old.version },
      );
      if (!saved.ok) return saved;
      const restored = await versions.findByNumber(session.tenantId, templateId, saved.value.version);
      return restored ? ok(restored) : fail(TEMPLATE_VERSION_ERRORS.notFound);
    },
  };
}
