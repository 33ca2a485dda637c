import { DEFAULT_LOCALE, PRODUCT_ERRORS, productIdLabel, productTextKeys } from '@carrier/contracts';
import { fail, ok, type Problem } from '../../core/outcome';
import { atomically } from '../../platform/db/atomically';
import { pickTexts } from '../l10n/l10n.repository';
import type { FreezeGuard } from '../pricing/freeze';
import { buildBenefitGraph } from './benefit-graph';
import { type BenefitInputValue, toChanges, toDraft, type UpdateBenefitInputValue } from './benefit-input';
import { checkAdd, checkUpdate, planRemoval } from './benefit-rules';
import type { BenefitRow } from './benefits.repository';
import type { ProductIdValue } from './product-filter';
import type { ProductRepositories, ProductStore } from './product-store';
import type { ProductRow } from './products.repository';
import { type Actor, productIdOf } from './products.service';

export function createBenefitsService(store: ProductStore, freeze: Pick<FreezeGuard, 'productProblem'>) {
  const { products, benefits, texts: l10n } = store;

  /**
   * Runs `change` in a transaction holding the product's lock, with the product's current rows;
   * a returned problem rolls everything back.
   */
  async function changeBenefits(
    tenantId: string,
    actor: Actor,
    productId: ProductIdValue,
    change: (tx: ProductRepositories, product: ProductRow, rows: BenefitRow[]) => Promise<Problem | null>,
  ): Promise<Problem | null> {
    const product = await products.find(tenantId, productId);
    if (!product) return PRODUCT_ERRORS.productNotFound(productIdLabel(productId));
    const frozen = await freeze.productProblem(tenantId, product);
    if (frozen) return frozen;
    const outcome = await atomically(store, async (tx: ProductRepositories) => {
      if (!(await tx.lockProduct(tenantId, product.id)))
        return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
      const problem = await change(tx, product, await tx.benefits.ofProduct(tenantId, product.id));
      if (problem) return fail(problem);
      await tx.products.update(tenantId, product.id, {
        lastModifiedAt: new Date(),
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      return ok(null);
    });
    return outcome.ok ? null : outcome.problem;
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
        await tx.benefits.insert(tenantId, product.id, [checked]);
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
        const repository = tx.benefits;
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
        const repository = tx.benefits;
        const texts = tx.texts;
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
