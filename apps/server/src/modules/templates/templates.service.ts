import { randomUUID } from 'node:crypto';
import { formatLiquidError, TEMPLATE_ERRORS, TEMPLATE_LIMITS, TEMPLATE_LIST_MAX_LIMIT } from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import { actorOf, type Session } from '../../core/session';
import { stampAuditActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import type { LiquidRenderer } from '../../platform/render/liquid/liquid-renderer';
import { type OutputBudget, requestOutputBudget } from '../../platform/render/output-budget';
import { readContent } from './kind-content';
import { createTemplateCache } from './template-cache';
import { type TemplateSort, type TemplateWhere, templateSortToSql, templateWhereToSql } from './template-filter';
import type { TemplateContent, TemplateKind, TemplateRow } from './template-kind';
import { sameSnapshot, snapshotOf } from './template-snapshot';
import { createTemplateVersionsService, recordTemplateVersion } from './template-versions.service';
import { createTemplatesRepository, type TemplateChanges } from './templates.repository';

type Maybe<T> = T | null | undefined;
export type CommonInput = {
  name?: Maybe<string>;
  description?: Maybe<string>;
  logicalId?: Maybe<string>;
  graphQlQuery?: Maybe<string>;
  tags?: Maybe<ReadonlyArray<Maybe<string>>>;
};
export type RenderInput = { name: string; contentJsonString?: Maybe<string>; variablesJsonString?: Maybe<string> };
export type ListArgs = {
  where?: Maybe<TemplateWhere>;
  sort?: Maybe<TemplateSort>;
  limit?: Maybe<number>;
  skip?: Maybe<number>;
};
/** A change of a template's content; answers the new content or a problem (nothing is written then). */
export type ContentChange<C> = (content: C, template: TemplateRow) => Outcome<C> | Promise<Outcome<C>>;

const MAX_LENGTHS = {
  name: TEMPLATE_LIMITS.name,
  description: TEMPLATE_LIMITS.description,
  logicalId: TEMPLATE_LIMITS.logicalId,
  graphQlQuery: TEMPLATE_LIMITS.graphQlQuery,
} as const;

function checkCommon(input: CommonInput, creating: boolean): Problem | null {
  if ((creating || input.name !== undefined) && !input.name?.trim()) return TEMPLATE_ERRORS.nameRequired;
  for (const field of Object.keys(MAX_LENGTHS) as Array<keyof typeof MAX_LENGTHS>) {
    const value = input[field];
    if (value && value.length > MAX_LENGTHS[field]) return TEMPLATE_ERRORS.tooLong(field, MAX_LENGTHS[field]);
  }
  return null;
}

/** Only the fields given (null clears an optional one; a name is never cleared). */
function commonChanges(input: CommonInput) {
  const changes: Partial<Omit<TemplateChanges, 'lastModifiedById' | 'lastModifiedBy'>> = {};
  if (input.name) changes.name = input.name.trim();
  for (const field of ['description', 'logicalId', 'graphQlQuery'] as const) {
    if (input[field] !== undefined) changes[field] = input[field] === '' ? null : (input[field] ?? null);
  }
  if (input.tags !== undefined) changes.tags = (input.tags ?? []).filter((tag): tag is string => Boolean(tag));
  return changes;
}

/**
 * Where a render belongs: its tenant (who gets a fair share of the render threads) and the budget its
 * output counts against (platform/render/output-budget.ts). Both optional: without them a render has
 * the shared queue and only the per-render cap.
 */
export type RenderScope = { tenant?: string; budget?: OutputBudget };

/** The scope of a render in a request: the session's tenant and the request's output budget. */
export const requestRenderScope = (session: Session, request: object): RenderScope => ({
  tenant: session.tenantId,
  budget: requestOutputBudget(request),
});

/** Parses a JSON argument with the size limit; `fallback` when absent. */
export function parseJsonArgument(field: string, text: Maybe<string>, fallback: unknown = {}): Outcome<unknown> {
  if (text === null || text === undefined || text.trim() === '') return ok(fallback);
  if (text.length > TEMPLATE_LIMITS.json) return fail(TEMPLATE_ERRORS.tooLong(field, TEMPLATE_LIMITS.json));
  try {
    return ok(JSON.parse(text));
  } catch {
    return fail(TEMPLATE_ERRORS.invalidJson(field));
  }
}

/** The data a template's Liquid sees: the input's JSON under its name (`data` when unnamed). */
export function liquidData(input: Maybe<RenderInput>): Outcome<Record<string, unknown>> {
  const content = parseJsonArgument('contentJsonString', input?.contentJsonString);
  return content.ok ? ok({ [input?.name || 'data']: content.value }) : content;
}

/** The list, the common fields, content changes, delete and Liquid rendering, for every kind alike. */
export function createTemplatesService(deps: {
  db: Database;
  kinds: readonly TemplateKind[];
  liquid: LiquidRenderer;
  /** How long a template read for rendering is trusted without asking the database again. */
  renderCacheTtlMs?: number;
}) {
  const { db, liquid } = deps;
  const repository = createTemplatesRepository(db);
  const cache = createTemplateCache(deps.renderCacheTtlMs ?? 1000);
  const kindByType = new Map<string, TemplateKind>();
  for (const kind of deps.kinds) for (const type of [kind.type, ...(kind.aliases ?? [])]) kindByType.set(type, kind);
  const canonicalType = (type: string) => kindByType.get(type)?.type ?? type;
  const actor = (session: Session) => ({ lastModifiedById: session.userId, lastModifiedBy: session.username });

  /** A template of one kind, for rendering (briefly cached; see template-cache.ts). */
  async function findOfType(tenantId: string, id: string, type: string): Promise<Outcome<TemplateRow>> {
    let row = cache.get(tenantId, id) ?? null;
    if (!row) {
      row = await repository.find(tenantId, id);
      if (row) cache.set(row);
    }
    if (!row) return fail(TEMPLATE_ERRORS.notFound);
    if (row.type !== canonicalType(type)) return fail(TEMPLATE_ERRORS.wrongType(type));
    return ok(row);
  }

  /**
   * The one save path of every template (every kind's update, a restore): changes the common fields
   * and, through `change`, the content, in one transaction holding the template's row lock; the
   * version grows so cached compiled artefacts are not reused, and the saved template is recorded as
   * a version of its history (a save that changed nothing records none; a restore always does).
   */
  async function update<C extends TemplateContent>(
    session: Session,
    id: string,
    type: string,
    input: CommonInput,
    change?: ContentChange<C>,
    options: { restoredFrom?: number } = {},
  ): Promise<Outcome<TemplateRow>> {
    const problem = checkCommon(input, false);
    if (problem) return fail(problem);
    cache.forget(session.tenantId, id);
    return db
      .transaction(async (tx) => {
        await stampAuditActor(tx, actorOf(session));
        const inTx = createTemplatesRepository(tx);
        const row = await inTx.find(session.tenantId, id, { lock: true });
        if (!row) return fail(TEMPLATE_ERRORS.notFound);
        if (row.type !== canonicalType(type)) return fail(TEMPLATE_ERRORS.wrongType(type));
        const changes: TemplateChanges = { ...commonChanges(input), ...actor(session) };
        if (change) {
          // A restore replaces the content whole, so it also repairs content the kind cannot read.
          const kind = kindByType.get(row.type);
          const current = kind && options.restoredFrom === undefined ? readContent(kind.content, row) : ok(row.content);
          if (!current.ok) return current;
          const changed = await change(current.value as C, row);
          if (!changed.ok) return changed;
          changes.content = changed.value;
        }
        const updated = await inTx.update(session.tenantId, id, changes);
        if (!updated) return fail(TEMPLATE_ERRORS.notFound);
        if (options.restoredFrom !== undefined || !sameSnapshot(snapshotOf(row), snapshotOf(updated)))
          await recordTemplateVersion(tx, session, updated, options.restoredFrom);
        return ok(updated);
      })
      .finally(() => cache.forget(session.tenantId, id));
  }

  return {
    kinds: deps.kinds,
    kindOf: (type: string) => kindByType.get(type),

    async list(tenantId: string, args: ListArgs): Promise<Outcome<{ totalCount: number; list: TemplateRow[] }>> {
      const orderBy = templateSortToSql(args.sort);
      if (!Array.isArray(orderBy)) return fail(orderBy);
      const limit = Math.min(Math.max(args.limit ?? TEMPLATE_LIST_MAX_LIMIT, 0), TEMPLATE_LIST_MAX_LIMIT);
      const page = await repository.page(tenantId, {
        where: templateWhereToSql(args.where, canonicalType),
        orderBy,
        limit,
        skip: Math.max(args.skip ?? 0, 0),
      });
      return ok({ totalCount: page.totalCount, list: page.rows });
    },

    find: (tenantId: string, id: string) => repository.find(tenantId, id),
    findOfType,

    async create(session: Session, type: string, input: CommonInput, content: TemplateContent = {}) {
      const kind = kindByType.get(type);
      if (!kind) return fail(TEMPLATE_ERRORS.unknownType(type));
      const problem = checkCommon(input, true);
      if (problem) return fail(problem);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await stampAuditActor(tx, actorOf(session));
        const template = await createTemplatesRepository(tx).insert({
          id,
          tenantId: session.tenantId,
          type: kind.type,
          name: input.name?.trim() ?? '',
          ...commonChanges(input),
          content: { ...kind.initialContent(), ...content },
          createdById: session.userId,
          createdBy: session.username,
          ...actor(session),
        });
        await recordTemplateVersion(tx, session, template);
      });
      return ok(id);
    },

    update,
    versions: createTemplateVersionsService({ db, save: update }),

    /** Deletes a template of any kind, with what its kind removes along (in the same transaction). */
    async remove(session: Session, id: string): Promise<Outcome<null>> {
      cache.forget(session.tenantId, id);
      return db
        .transaction(async (tx) => {
          await stampAuditActor(tx, actorOf(session));
          const inTx = createTemplatesRepository(tx);
          const row = await inTx.find(session.tenantId, id, { lock: true });
          if (!row) return fail(TEMPLATE_ERRORS.notFound);
          await kindByType.get(row.type)?.onDelete?.(tx, row);
          await inTx.remove(session.tenantId, id);
          return ok(null);
        })
        .finally(() => cache.forget(session.tenantId, id));
    },

    /**
     * Renders Liquid with the input's content as the variable named by `input.name` (spec: 'data'),
     * in the tenant's share of the Liquid threads, its output counted against the scope's budget.
     * A Liquid failure answers `liquid|line:column|message`; `warnings` (when given) receives the render's
     * warnings in the same shape (a filter the engine does not have).
     */
    async renderLiquid(
      request: { source: string; cacheKey?: string; input?: Maybe<RenderInput>; warnings?: string[] } & RenderScope,
    ): Promise<Outcome<string>> {
      const data = liquidData(request.input);
      if (!data.ok) return data;
      const { source, cacheKey, tenant } = request;
      const answer = await liquid.render({ source, cacheKey, data: data.value, tenant });
      if (!answer.ok) return fail({ code: 'liquid_error', message: formatLiquidError(answer.problem) });
      for (const warning of answer.value.warnings ?? []) request.warnings?.push(formatLiquidError(warning));
      const overBudget = request.budget?.charge(answer.value.text.length);
      return overBudget ? fail(overBudget) : ok(answer.value.text);
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;

/** The cache key of one Liquid field of one version of a template. */
export const liquidCacheKey = (template: TemplateRow, field: string) =>
  `${template.tenantId}:${template.id}:${template.version}:${field}`;
