import { randomUUID } from 'node:crypto';
import { PRICING_ERRORS, PRODUCT_ERRORS, productIdLabel, RELEASE_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import { createReleasesRepository, type ReleasedProduct, type ReleaseRow } from './releases.repository';
import type { TestCasesService } from './test-cases.service';

export type ReleaseView = ReleaseRow & { products: ReleasedProduct[] };
export type ReleaseInput = { name?: string | null; description?: string | null };

const MAX_PAGE = 100;

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

    /** Refused when a product version is missing or one of its test cases fails; nothing is written then. */
    async create(
      tenantId: string,
      actor: Actor,
      input: ReleaseInput & { productIds: ReadonlyArray<ProductIdValue> },
    ): Promise<Outcome<string>> {
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
      const id = randomUUID();
      await deps.db.transaction(async (tx) => {
        await createReleasesRepository(tx).insert(
          {
            id,
            tenantId,
            name: (input.name ?? '').trim(),
            description: input.description?.trim() || null,
            createdById: actor.userId,
            createdBy: actor.username,
            lastModifiedById: actor.userId,
            lastModifiedBy: actor.username,
          },
          [...chosen.keys()],
        );
      });
      return ok(id);
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
