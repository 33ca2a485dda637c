import type { DictionaryVariable } from '@carrier/contracts';
import {
  checkRule,
  extractVariables,
  isEmptyRule,
  type RateTableDefinition,
  type RuleJson,
  type RuleVariable,
  type TableKeyTypes,
  tableKeyTypesOf,
  type VariableType,
} from '@carrier/contracts/rules';
import { inTurn } from '../../platform/db/in-turn';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import { type AdjustmentRow, createAdjustmentsRepository } from './adjustments.repository';
import { createRateTablesRepository } from './rate-tables.repository';
import { rateTableOf } from './rate-tables.service';
import { createDictionaryRepository } from './rating-dictionary.repository';

/** Who reads a variable: the amount rule, a discount or loading code (condition or calculation), or underwriting. */
export type VariableReader = { kind: 'amount' | 'discount' | 'loading' | 'tax' | 'underwriting'; code: string | null };

/**
 * An input of a product version's rating, as the quote and underwriting read it. `optional`: every
 * reader copes with it missing (a default, or only tested with missing/missing_some); `requiredBy`: the
 * readers that need it (a quote without it states no amount, or does not apply that code).
 */
export type RatingVariable = {
  name: string;
  type: VariableType;
  optional: boolean;
  readBy: VariableReader[];
  requiredBy: VariableReader[];
};

/**
 * What a product version's rating reads: a stored rule text that is empty or unreadable reads nothing;
 * the rate tables type the inputs read as their keys.
 */
type RatingSource = {
  amountLogic: string | null;
  underwritingRules: string | null;
  codes: ReadonlyArray<
    Pick<AdjustmentRow, 'kind' | 'code' | 'conditionLogic' | 'calculationLogic' | 'calculationKind'>
  >;
  tables: readonly RateTableDefinition[];
};

const ruleOf = (text: string | null): RuleJson | null => {
  if (isEmptyRule(text)) return null;
  const checked = checkRule(text as string);
  return checked.ok ? checked.rule : null;
};

/** Variables read by one rule, the premium (given by the quote to codes) aside. */
function readsOf(
  text: string | null,
  usage: VariableType | null,
  skipPremium: boolean,
  tableKeys: TableKeyTypes,
): RuleVariable[] {
  const rule = ruleOf(text);
  if (rule === null) return [];
  const variables = extractVariables(rule, usage, tableKeys);
  return skipPremium
    ? variables.filter((variable) => variable.name !== 'premium' && !variable.name.startsWith('premium.'))
    : variables;
}

/**
 * Every variable a product version's amount rule, discount and loading codes and underwriting rules read,
 * named once with all its readers, in the order first read (amount, codes by order, underwriting). A
 * variable's type is the first reader's that says more than text.
 */
function ratingVariablesOf(source: RatingSource): RatingVariable[] {
  const found = new Map<string, RatingVariable>();
  const note = (variables: RuleVariable[], reader: VariableReader) => {
    for (const variable of variables) {
      const known = found.get(variable.name) ?? {
        name: variable.name,
        type: variable.type,
        optional: true,
        readBy: [],
        requiredBy: [],
      };
      if (known.type === 'text' && variable.type !== 'text') known.type = variable.type;
      if (!known.readBy.some((other) => other.kind === reader.kind && other.code === reader.code))
        known.readBy.push(reader);
      if (!variable.optional) {
        known.optional = false;
        if (!known.requiredBy.some((other) => other.kind === reader.kind && other.code === reader.code))
          known.requiredBy.push(reader);
      }
      found.set(variable.name, known);
    }
  };
  const keys = tableKeyTypesOf(source.tables);
  note(readsOf(source.amountLogic, null, false, keys), { kind: 'amount', code: null });
  for (const code of source.codes) {
    const kind = code.kind === 'loading' || code.kind === 'tax' ? code.kind : 'discount';
    const reader = { kind, code: code.code } as const;
    note(readsOf(code.conditionLogic, 'boolean', true, keys), reader);
    if (code.calculationKind === 'custom') note(readsOf(code.calculationLogic, 'number', true, keys), reader);
  }
  note(readsOf(source.underwritingRules, null, false, keys), { kind: 'underwriting', code: null });
  return [...found.values()];
}

/** What a stored product version's rules, codes and rate tables read (`ratingVariablesOf` over them). */
export async function storedRatingVariables(
  db: DbExecutor,
  tenantId: string,
  product: Pick<ProductRow, 'id' | 'amountLogic' | 'underwritingRules'>,
): Promise<RatingVariable[]> {
  // `db` may be a transaction (the publish checks): one query at a time.
  const [codes, tables] = await inTurn(
    () => createAdjustmentsRepository(db).all(tenantId, product.id),
    () => createRateTablesRepository(db).all(tenantId, product.id),
  );
  return ratingVariablesOf({
    amountLogic: product.amountLogic,
    underwritingRules: product.underwritingRules,
    codes,
    tables: tables.map(rateTableOf),
  });
}

/** A product version's rating as a quote button needs it: whether it prices at all, and what it reads. */
export type ProductRating = { hasPricing: boolean; variables: RatingVariable[]; dictionary: DictionaryVariable[] };

/** Reads a product version's rating (null: no such product in the tenant). */
export function createRatingReader(db: DbExecutor) {
  const products = createProductsRepository(db);
  const dictionaries = createDictionaryRepository(db);
  return async (tenantId: string, productId: ProductIdValue): Promise<ProductRating | null> => {
    const product = await products.find(tenantId, productId);
    if (!product) return null;
    return {
      hasPricing: ruleOf(product.amountLogic) !== null,
      variables: await storedRatingVariables(db, tenantId, product),
      dictionary: await dictionaries.all(tenantId, product.id),
    };
  };
}
export type RatingReader = ReturnType<typeof createRatingReader>;
