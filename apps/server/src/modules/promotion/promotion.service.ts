import { PROMOTION_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import { hasRole } from '../../core/roles';
import { actorOf, type Session } from '../../core/session';
import type { Database } from '../../platform/db/client';
import type { ObjectStorage } from '../../platform/storage/storage';
import { appendAuditEvent } from '../audit/audit.repository';
import type { FilesService } from '../files/files.service';
import type { TemplateKind } from '../templates/template-kind';
import { applyBundle, changedKeys } from './apply';
import type { Bundle } from './bundle';
import { type PromotionItem, readBundle, selectionProblem } from './bundle-read';
import { unzipBundle, zipBundle } from './bundle-zip';
import { type Plan, planBundle } from './plan';
import { createPromotionRepository, type TargetUser } from './promotion.repository';

export type PromotionInput = { targetTenantId: string; items: readonly PromotionItem[] };
export type PromotionTarget = { tenantId: string; name: string };

/**
 * Promotion of product versions, templates and apps from the signed-in user's tenant to another one
 * where the same e-mail is an active editor, and bundle files of the same selection. Both read into one
 * bundle, plan it against the target and apply it through `applyBundle`.
 */
export function createPromotionService(deps: {
  db: Database;
  files: FilesService;
  storage: ObjectStorage;
  kinds: readonly TemplateKind[];
}) {
  const repository = createPromotionRepository(deps.db);
  const kinds = new Map(deps.kinds.map((kind) => [kind.type, kind]));

  async function targetUsers(session: Session): Promise<TargetUser[]> {
    const email = await repository.emailOf(session.tenantId, session.userId);
    if (!email) return [];
    const found = await repository.sameEmailElsewhere(session.tenantId, email);
    return found.filter((user) => hasRole(user.roles, 'editor'));
  }

  async function targetOf(session: Session, tenantId: string): Promise<TargetUser | null> {
    return (await targetUsers(session)).find((user) => user.tenantId === tenantId) ?? null;
  }

  const planDeps = { ...deps, kinds };

  async function planOf(target: string, bundle: Bundle, readErrors: Plan['errors'] = []): Promise<Plan> {
    const plan = await planBundle(planDeps, target, bundle);
    return { entries: plan.entries, errors: [...readErrors, ...plan.errors] };
  }

  async function read(session: Session, items: readonly PromotionItem[]) {
    const problem = selectionProblem(items);
    if (problem) return fail(problem);
    return ok(await readBundle(deps, session.tenantId, items));
  }

  /** Applies a bundle (refused on any plan error); the target's audit trail names the target's own user. */
  function apply(session: Session, target: TargetUser | null, bundle: Bundle, source: Record<string, unknown>) {
    const actor = target
      ? { userId: target.userId, username: target.username, operation: session.operation }
      : actorOf(session);
    return applyBundle(planDeps, { tenantId: target?.tenantId ?? session.tenantId, actor, source }, bundle);
  }

  return {
    async targets(session: Session): Promise<PromotionTarget[]> {
      return (await targetUsers(session)).map(({ tenantId, name }) => ({ tenantId, name }));
    },

    async plan(session: Session, input: PromotionInput): Promise<Outcome<Plan>> {
      const target = await targetOf(session, input.targetTenantId);
      if (!target) return fail(PROMOTION_ERRORS.targetNotFound);
      const source = await read(session, input.items);
      if (!source.ok) return source;
      return ok(await planOf(target.tenantId, source.value.bundle, source.value.errors));
    },

    async promote(session: Session, input: PromotionInput): Promise<Outcome<Plan>> {
      const target = await targetOf(session, input.targetTenantId);
      if (!target) return fail(PROMOTION_ERRORS.targetNotFound);
      const source = await read(session, input.items);
      if (!source.ok) return source;
      const [readError] = source.value.errors;
      if (readError) return fail(readError);
      const applied = await apply(session, target, source.value.bundle, { fromTenantId: session.tenantId });
      if (!applied.ok) return applied;
      await appendAuditEvent(deps.db, {
        tenantId: session.tenantId,
        actor: actorOf(session),
        operation: 'promoted',
        recordType: 'promotion',
        recordId: target.tenantId,
        after: {
          toTenantId: target.tenantId,
          items: source.value.bundle.manifest.selected,
          changed: changedKeys(applied.value),
        },
      });
      return applied;
    },

    /** The selection and what it needs as a bundle zip; the first item that cannot be read refuses it. */
    async exportBundle(session: Session, items: readonly PromotionItem[]): Promise<Outcome<Uint8Array>> {
      const source = await read(session, items);
      if (!source.ok) return source;
      const [readError] = source.value.errors;
      if (readError) return fail(readError);
      return ok(zipBundle(source.value.bundle));
    },

    /** A bundle zip into the signed-in user's tenant: its plan (dry run) or applied, all or nothing. */
    async importBundle(session: Session, zip: Uint8Array, dryRun: boolean): Promise<Outcome<Plan>> {
      const bundle = unzipBundle(zip);
      if (!bundle.ok) return bundle;
      if (dryRun) return ok(await planOf(session.tenantId, bundle.value));
      return apply(session, null, bundle.value, { bundle: true });
    },
  };
}
