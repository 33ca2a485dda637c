import { randomUUID } from 'node:crypto';
import { APPROVAL_ERRORS, PRICING_ERRORS, PRODUCT_ERRORS, productIdLabel, RELEASE_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { approvalRequired, hashOf, type PendingApproval, submitForApproval } from '../approvals/approval-gate';
import type { ApprovalRequestRow } from '../approvals/approvals.repository';
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
     * Refused when a product version is missing or one of its test cases fails; nothing is written then.
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
      for (const product of chosen.values()) {
        const failing = (await deps.testCases.run(tenantId, product)).filter((run) => !run.passed);
        if (failing.length > 0)
          return fail(
            PRICING_ERRORS.failingTestCases(
              productIdLabel({ ...product, version: product.version || null }),
              failing.map((run) => run.testCase.name),
            ),
          );
      }
      const release = { name: (input.name ?? '').trim(), description: input.description?.trim() || null };
      const productRowIds = [...chosen.keys()];
      if (await approvalRequired(deps.db, tenantId, 'release')) {
        const labels = [...chosen.values()].map((product) =>
          productIdLabel({ ...product, version: product.version || null }),
        );
        const contentHash = hashOf(await versionContent(deps.db, tenantId, productRowIds));
        return ok(
          await deps.db.transaction((tx) =>
            submitForApproval(tx, {
              tenantId,
              targetId: randomUUID(),
              payload: { kind: 'release', ...release, productRowIds, products: labels },
              contentHash,
              maker: actor,
            }),
          ),
        );
      }
      const id = randomUUID();
      await deps.db.transaction((tx) => insertRelease(tx, tenantId, id, release, productRowIds, actor));
      return ok(id);
    },

    /**
     * Releases what an approved request submitted, in the approver's transaction (`tx`), as its maker;
     * refused when one of its product versions changed or went since the submission.
     */
    async applyApproved(tx: Database, request: ApprovalRequestRow): Promise<Outcome<string>> {
      const { payload } = request;
      if (payload.kind !== 'release') throw new Error(`not a release request: ${request.id}`);
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
