import { DICTIONARY_ERRORS, type DictionaryVariable, dictionaryFromRules, dictionaryProblem } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { asActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import { type FreezeGuard, productVersion } from './freeze';
import { createDictionaryRepository } from './rating-dictionary.repository';
import { type RatingVariable, storedRatingVariables } from './rating-variables';

/**
 * A product version's dictionary as the studio reads it: the declared variables; what the rules read,
 * as a dictionary to start from (names, inferred types, required unless read with a default); and the
 * variables the rules read that a non-empty dictionary does not declare (a warning at save).
 */
export type DictionaryView = {
  product: ProductRow;
  variables: DictionaryVariable[];
  fromRules: DictionaryVariable[];
  undeclared: string[];
};

/** Variables the rules read that a non-empty dictionary leaves out (an empty one declares nothing). */
const undeclaredOf = (variables: readonly DictionaryVariable[], read: readonly RatingVariable[]) =>
  variables.length === 0
    ? []
    : read.filter((variable) => !variables.some((declared) => declared.name === variable.name)).map((v) => v.name);

/** The variable dictionaries of product versions (contracts rating-dictionary.ts). */
export function createDictionaryService(deps: { db: Database; guard: FreezeGuard }) {
  const products = createProductsRepository(deps.db);
  const repository = createDictionaryRepository(deps.db);

  const rulesOf = (tenantId: string, product: ProductRow) => storedRatingVariables(deps.db, tenantId, product);

  /** The product version, if it may still change; else the problem. */
  const editable = (tenantId: string, productId: ProductIdValue): Promise<Outcome<ProductRow>> =>
    productVersion(deps.db, deps.guard, tenantId, productId, true);

  async function replace(tenantId: string, actor: Actor, product: ProductRow, variables: DictionaryVariable[]) {
    await asActor(deps.db, actor, (tx) =>
      createDictionaryRepository(tx).replace(tenantId, product.id, actor, variables),
    );
  }

  return {
    async view(tenantId: string, productId: ProductIdValue): Promise<DictionaryView | null> {
      const product = await products.find(tenantId, productId);
      if (!product) return null;
      const [variables, read] = await Promise.all([repository.all(tenantId, product.id), rulesOf(tenantId, product)]);
      return { product, variables, fromRules: dictionaryFromRules(read), undeclared: undeclaredOf(variables, read) };
    },

    /** What the stored rules of a version read that its non-empty dictionary does not declare. */
    async undeclared(tenantId: string, product: ProductRow): Promise<string[]> {
      const variables = await repository.all(tenantId, product.id);
      return variables.length === 0 ? [] : undeclaredOf(variables, await rulesOf(tenantId, product));
    },

    /** Replaces the whole dictionary of a version (the studio's Save). */
    async update(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      variables: DictionaryVariable[],
    ): Promise<Outcome<null>> {
      const product = await editable(tenantId, productId);
      if (!product.ok) return product;
      const problem = dictionaryProblem(variables);
      if (problem) return fail(problem);
      await replace(tenantId, actor, product.value, variables);
      return ok(null);
    },

    /** Adds or replaces one variable, kept in its place (a new one goes last). */
    async upsert(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      variable: DictionaryVariable,
    ): Promise<Outcome<null>> {
      const product = await editable(tenantId, productId);
      if (!product.ok) return product;
      const current = await repository.all(tenantId, product.value.id);
      const at = current.findIndex((other) => other.name === variable.name);
      const next = at < 0 ? [...current, variable] : current.map((other, index) => (index === at ? variable : other));
      const problem = dictionaryProblem(next);
      if (problem) return fail(problem);
      await replace(tenantId, actor, product.value, next);
      return ok(null);
    },

    async remove(tenantId: string, actor: Actor, productId: ProductIdValue, name: string): Promise<Outcome<null>> {
      const product = await editable(tenantId, productId);
      if (!product.ok) return product;
      const current = await repository.all(tenantId, product.value.id);
      if (!current.some((variable) => variable.name === name)) return fail(DICTIONARY_ERRORS.variableNotFound(name));
      await replace(
        tenantId,
        actor,
        product.value,
        current.filter((variable) => variable.name !== name),
      );
      return ok(null);
    },

    /** Fill from rules: each variable the rules read and the dictionary lacks is added (name, inferred type). */
    async fillFromRules(tenantId: string, actor: Actor, productId: ProductIdValue): Promise<Outcome<string[]>> {
      const product = await editable(tenantId, productId);
      if (!product.ok) return product;
      const current = await repository.all(tenantId, product.value.id);
      const added = dictionaryFromRules(await rulesOf(tenantId, product.value)).filter(
        (variable) => !current.some((other) => other.name === variable.name),
      );
      if (added.length === 0) return ok([]);
      const next = [...current, ...added];
      const problem = dictionaryProblem(next);
      if (problem) return fail(problem);
      await replace(tenantId, actor, product.value, next);
      return ok(added.map((variable) => variable.name));
    },
  };
}
