import { randomUUID } from 'node:crypto';
import { APPROVAL_ERRORS, PRICING_ERRORS, PRODUCT_ERRORS, productIdLabel, RELEASE_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { atomically } from '../../platform/db/atomically';
import type { Database } from '../../platform/db/client';
import { approvalRequired, hashOf, type PendingApproval, submitForApproval } from '../approvals/approval-gate';
import { type ApprovalRequestRow, createApprovalsRepository } from '../approvals/approvals.repository';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import { createReleasesRepository, type ReleasedProduct, type ReleaseRow } from './releases.repository';
import type { TestCasesService } from './test-cases.service';
import { versionContent } from './version-content';

export type ReleaseView = ReleaseRow & { products: ReleasedProduct[] };
export type ReleaseInput = { name?: string | null; description?: string | null };

const MAX_PAGE = 100;

function insertRelease(
  db: Database,
  tenantId: string,
  id: string,
  release: { name: string; description: string | null },
  productRowIds: string[],
  actor: Actor,
) {
  return createReleasesRepository(db).insert(
    {
      id,
      tenantId,
      ...release,
      createdById: actor.userId,
      createdBy: actor.username,
      lastModifiedById: actor.userId,
      lastModifiedBy: actor.username,
    },
    productRowIds,
  );
}

function textProblem(input: ReleaseInput, nameRequired: boolean): Problem | null {
  const name = input.name?.trim() ?? '';
  if (nameRequired && !name) return PRICING_ERRORS.nameRequired;
  if (name.length > RELEASE_LIMITS.name) return PRICING_ERRORS.tooLong('name', RELEASE_LIMITS.name);
  if ((input.description ?? '').length > RELEASE_LIMITS.description)
    return PRICING_ERRORS.tooLong('description', RELEASE_LIMITS.description);
  return null;
}

const labelOf = (product: ProductRow) => productIdLabel({ ...product, version: product.version || null });

/**
 * A product version is in one release only: the release holding one of these (row id -> label), or with
 * `pending`, the pending release request naming one (its name). Run in the transaction that
 * then writes: the versions are row-locked first, so of two concurrent submissions the second waits and
 * then sees the first (PostgreSQL); PGlite runs one transaction at a time.
 */
async function heldBy(
  tx: Database,
  tenantId: string,
  versions: Map<string, string>,
  pending: boolean,
): Promise<{ productRowId: string; release: string; pending: boolean } | null> {
  const ids = [...versions.keys()];
  const releases = createReleasesRepository(tx);
  await releases.lockVersions(tenantId, ids);
  const [held] = await releases.holding(tenantId, ids);
  if (held) return { ...held, pending: false };
  if (!pending) return null;
  for (const request of await createApprovalsRepository(tx).pending(tenantId, 'release')) {
    if (request.payload.kind !== 'release') continue;
    const productRowId = request.payload.productRowIds.find((id) => versions.has(id));
    if (productRowId) return { productRowId, release: request.payload.name, pending: true };
  }
  return null;
}

/** Releases: named sets of product versions; releasing freezes them, after their test cases pass. */
export function createReleasesService(deps: { db: Database; testCases: TestCasesService }) {
  const products = createProductsRepository(deps.db);
  const repository = createReleasesRepository(deps.db);

  async function withProducts(tenantId: string, rows: ReleaseRow[]): Promise<ReleaseView[]> {
    const frozen = await repository.productsOf(
      tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, products: frozen.filter((product) => product.releaseId === row.id) }));
  }

  return {
    async list(tenantId: string, query: { limit?: number | null; skip?: number | null }) {
      const page = await repository.page(tenantId, {
        limit: Math.min(Math.max(query.limit ?? MAX_PAGE, 0), MAX_PAGE),
        skip: Math.max(query.skip ?? 0, 0),
      });
      return { totalCount: page.totalCount, list: await withProducts(tenantId, page.rows) };
    },

    async find(tenantId: string, id: string): Promise<ReleaseView | null> {
      const row = await repository.find(tenantId, id);
      return row ? ((await withProducts(tenantId, [row]))[0] ?? null) : null;
    },

    /**
     * Refused when a product version is missing, already in a release or in one waiting for approval (a
     * version is in one release only), or when one of its test cases fails; nothing is written then.
     * When the tenant requires approval, nothing is released yet: a pending request is stored instead.
     */
    async create(
      tenantId: string,
      actor: Actor,
      input: ReleaseInput & { productIds: ReadonlyArray<ProductIdValue> },
    ): Promise<Outcome<string | PendingApproval>> {
      const problem = textProblem(input, true);
      if (problem) return fail(problem);
      if (input.productIds.length === 0) return fail(PRICING_ERRORS.releaseNeedsProducts);
      if (input.productIds.length > RELEASE_LIMITS.products) return fail(PRICING_ERRORS.tooManyReleaseProducts);
      const chosen = new Map<string, ProductRow>();
      for (const productId of input.productIds) {
        const product = await products.find(tenantId, productId);
        if (!product) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
        chosen.set(product.id, product);
      }
      const productRowIds = [...chosen.keys()];
      const labels = new Map([...chosen.values()].map((product) => [product.id, labelOf(product)]));
      /** Whether another release holds or waits for one of these versions, checked in the writing transaction. */
      const taken = async (tx: Database): Promise<Problem | null> => {
        const held = await heldBy(tx, tenantId, labels, true);
        if (!held) return null;
        const label = labels.get(held.productRowId) ?? held.productRowId;
        return held.pending
          ? PRICING_ERRORS.versionPendingRelease(label, held.release)
          : PRICING_ERRORS.versionReleased(label, held.release);
      };
      // Said before the test cases run; asked again in the writing transaction, which decides.
      const early = await taken(deps.db);
      if (early) return fail(early);
      for (const product of chosen.values()) {
        const failing = (await deps.testCases.run(tenantId, product)).filter((run) => !run.passed);
        if (failing.length > 0)
          return fail(
            PRICING_ERRORS.failingTestCases(
              labelOf(product),
              failing.map((run) => run.testCase.name),
            ),
          );
      }
      const release = { name: (input.name ?? '').trim(), description: input.description?.trim() || null };
      if (await approvalRequired(deps.db, tenantId, 'release')) {
        const contentHash = hashOf(await versionContent(deps.db, tenantId, productRowIds));
        return atomically(deps.db, async (tx): Promise<Outcome<PendingApproval>> => {
          const refused = await taken(tx);
          if (refused) return fail(refused);
          return ok(
            await submitForApproval(tx, {
              tenantId,
              targetId: randomUUID(),
              payload: { kind: 'release', ...release, productRowIds, products: [...labels.values()] },
              contentHash,
              maker: actor,
            }),
          );
        });
      }
      const id = randomUUID();
      return atomically(deps.db, async (tx): Promise<Outcome<string>> => {
        const refused = await taken(tx);
        if (refused) return fail(refused);
        await insertRelease(tx, tenantId, id, release, productRowIds, actor);
        return ok(id);
      });
    },

    /**
     * Releases what an approved request submitted, in the approver's transaction (`tx`), as its maker;
     * refused when one of its product versions changed or went since the submission.
     */
    async applyApproved(tx: Database, request: ApprovalRequestRow): Promise<Outcome<string>> {
      const { payload } = request;
      if (payload.kind !== 'release') throw new Error(`not a release request: ${request.id}`);
      // Another release may have frozen one of its versions since it was submitted (pending ones wait their
      // turn). Checked first: it also row-locks the versions, so what is hashed below cannot change meanwhile.
      const labels = new Map(payload.productRowIds.map((id, index) => [id, payload.products[index] ?? id]));
      const held = await heldBy(tx, request.tenantId, labels, false);
      if (held)
        return fail(
          APPROVAL_ERRORS.releaseVersionTaken(payload.name, labels.get(held.productRowId) ?? '', held.release),
        );
      const content = await versionContent(tx, request.tenantId, payload.productRowIds);
      if (!content) return fail(APPROVAL_ERRORS.releaseProductGone(payload.name));
      if (hashOf(content) !== request.contentHash) return fail(APPROVAL_ERRORS.releaseChanged(payload.name));
      const release = { name: payload.name, description: payload.description };
      await insertRelease(tx, request.tenantId, request.targetId, release, payload.productRowIds, {
        userId: request.makerId,
        username: request.maker,
      });
      return ok(request.targetId);
    },

    async update(tenantId: string, actor: Actor, id: string, input: ReleaseInput): Promise<Outcome<null>> {
      const release = await repository.find(tenantId, id);
      if (!release) return fail(PRICING_ERRORS.releaseNotFound(id));
      const problem = textProblem(input, input.name !== undefined && input.name !== null);
      if (problem) return fail(problem);
      await repository.update(tenantId, id, {
        ...(input.name ? { name: input.name.trim() } : {}),
        ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
        lastModifiedAt: new Date(),
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      return ok(null);
    },
  };
}
