import { DEFAULT_LOCALE, PRODUCT_ERRORS, productIdLabel, productTextKeys } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';
import type { Database } from '../../platform/db/client';
import { createL10nRepository, type DbExecutor, pickTexts } from '../l10n/l10n.repository';
import { createFreezeGuard } from '../pricing/freeze';
import { buildBenefitGraph } from './benefit-graph';
import { type BenefitInputValue, toChanges, toDraft, type UpdateBenefitInputValue } from './benefit-input';
import { checkAdd, checkUpdate, planRemoval } from './benefit-rules';
import { type BenefitRow, createBenefitsRepository } from './benefits.repository';
import type { ProductIdValue } from './product-filter';
import { createProductsRepository, lockProduct, type ProductRow } from './products.repository';
import { type Actor, productIdOf } from './products.service';

class Abort extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

export function createBenefitsService(db: Database) {
  const products = createProductsRepository(db);
  const benefits = createBenefitsRepository(db);
  const l10n = createL10nRepository(db);
  const freeze = createFreezeGuard(db);

  /**
   * Runs `change` in a transaction holding the product's lock, with the product's current rows;
   * a returned problem rolls everything back.
   */
  async function changeBenefits(
    tenantId: string,
    actor: Actor,
    productId: ProductIdValue,
    change: (tx: DbExecutor, product: ProductRow, rows: BenefitRow[]) => Promise<Problem | null>,
  ): Promise<Problem | null> {
    const product = await products.find(tenantId, productId);
    if (!product) return PRODUCT_ERRORS.productNotFound(productIdLabel(productId));
    const frozen = await freeze.productProblem(tenantId, product);
    if (frozen) return frozen;
    try {
      await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, tenantId, product.id)))
          throw new Abort(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
        const problem = await change(tx, product, await createBenefitsRepository(tx).ofProduct(tenantId, product.id));
        if (problem) throw new Abort(problem);
        await createProductsRepository(tx).update(tenantId, product.id, {
          lastModifiedAt: new Date(),
          lastModifiedById: actor.userId,
          lastModifiedBy: actor.username,
        });
      });
      return null;
    } catch (error) {
      if (error instanceof Abort) return error.problem;
      throw error;
    }
  }

  return {
    /** The whole graph in two queries: the rows and the texts of the product's benefits. */
    async graph(tenantId: string, product: ProductRow, locale: string) {
      const id = productIdOf(product);
      const [rows, texts] = await Promise.all([
        benefits.ofProduct(tenantId, product.id),
        l10n.byPrefix(tenantId, productTextKeys.benefitsPrefix(id), [locale, DEFAULT_LOCALE]),
      ]);
      return buildBenefitGraph(id, rows, pickTexts(texts, locale, DEFAULT_LOCALE));
    },

    add(tenantId: string, actor: Actor, productId: ProductIdValue, input: BenefitInputValue) {
      const draft = toDraft(input);
      if ('code' in draft) return Promise.resolve(draft);
      return changeBenefits(tenantId, actor, productId, async (tx, product, rows) => {
        const checked = checkAdd(rows, draft);
        if ('code' in checked) return checked;
        await createBenefitsRepository(tx).insert(tenantId, product.id, [checked]);
        return null;
      });
    },

    update(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      target: { typeId: string; optionKey: string | null },
      input: UpdateBenefitInputValue,
    ) {
      const changes = toChanges(target.typeId, input);
      if ('code' in changes) return Promise.resolve(changes);
      return changeBenefits(tenantId, actor, productId, async (tx, _product, rows) => {
        const plan = checkUpdate(rows, target, changes.shared, changes.own);
        if ('code' in plan) return plan;
        const repository = createBenefitsRepository(tx);
        await repository.update(tenantId, plan.sharedSeqs, changes.shared);
        await repository.update(tenantId, plan.ownSeqs, changes.own);
        return null;
      });
    },

    /** Removes a benefit with its descendants, or one option, and their texts; nothing is left behind. */
    remove(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      target: { typeId: string; optionKey: string | null },
    ) {
      return changeBenefits(tenantId, actor, productId, async (tx, product, rows) => {
        const plan = planRemoval(rows, target.typeId, target.optionKey);
        if ('code' in plan) return plan;
        const id = productIdOf(product);
        const repository = createBenefitsRepository(tx);
        const texts = createL10nRepository(tx);
        await repository.remove(tenantId, product.id, plan.seqs);
        for (const typeId of plan.typeIds)
          await texts.removeByPrefix(tenantId, productTextKeys.benefitPrefix(id, typeId));
        if (plan.option) {
          const { typeId, optionKey } = plan.option;
          await texts.removeByPrefix(tenantId, productTextKeys.optionPrefix(id, typeId, optionKey));
          for (const row of rows.filter((candidate) => plan.stripKeyFrom.includes(candidate.seq)))
            await repository.update(tenantId, [row.seq], {
              parentOptionKeys: row.parentOptionKeys.filter((key) => key !== optionKey),
            });
        }
        return null;
      });
    },
  };
}
export type BenefitsService = ReturnType<typeof createBenefitsService>;
