import { randomUUID } from 'node:crypto';
import { PRICING_ERRORS, PRODUCT_ERRORS, productIdLabel, TEST_CASE_LIMITS, ZDecimalText } from '@carrier/contracts';
import {
  type Money,
  normalizeCodes,
  type PricePlan,
  priceQuote,
  toMoney,
  UNDERWRITING_DECISIONS,
  type UnderwritingDecision,
} from '@carrier/contracts/rules';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { type AuditedExecutor, asActor } from '../../platform/db/audit-actor';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import type { FreezeGuard } from './freeze';
import type { PricingService } from './pricing.service';
import { createTestCasesRepository, type TestCaseRow } from './test-cases.repository';
import { readValues } from './values';

export type TestCaseInput = {
  name: string;
  valuesJsonString: string;
  discountCodes?: ReadonlyArray<string | null | undefined> | null;
  expectedAmount?: number | string | null;
  expectedDecision?: string | null;
};

export type TestCaseRun = {
  testCase: TestCaseRow;
  passed: boolean;
  actualAmount: Money | null;
  actualDecision: UnderwritingDecision | null;
  problems: string[];
};

export type ImpactRow = {
  name: string;
  valuesJson: string;
  discountCodes: string[];
  originalAmount: Money | null;
  newAmount: Money | null;
  change: Money | null;
  changePercent: Money | null;
};

/** What a case must give: a premium, a decision or both. */
export type TestCaseExpectation = Pick<TestCaseInput, 'expectedAmount' | 'expectedDecision'>;

const valuesOf = (row: TestCaseRow): object => JSON.parse(row.valuesJson) as object;

/** The expected premium (as stored decimal text) and decision, checked; at least one is required. */
function readExpectation(
  input: TestCaseExpectation,
): Outcome<{ expectedAmount: string | null; expectedDecision: UnderwritingDecision | null }> {
  const expectedText =
    input.expectedAmount === null || input.expectedAmount === undefined ? null : String(input.expectedAmount).trim();
  if (expectedText !== null && !ZDecimalText.safeParse(expectedText).success)
    return fail({ code: 'invalid_expected_amount', message: 'The expected premium must be a number.' });
  const decision = input.expectedDecision?.trim().toLowerCase() || null;
  if (decision && !(UNDERWRITING_DECISIONS as readonly string[]).includes(decision))
    return fail({
      code: 'invalid_expected_decision',
      message: 'The expected decision is accept, decline or refer.',
    });
  if (expectedText === null && !decision) return fail(PRICING_ERRORS.expectationRequired);
  return ok({
    expectedAmount: expectedText === null ? null : (toMoney(expectedText)?.toString() ?? null),
    expectedDecision: decision as UnderwritingDecision | null,
  });
}

/** Rating test cases: saved inputs with the premium and decision they must give; runs and comparisons. */
export function createTestCasesService(deps: { db: AuditedExecutor; guard: FreezeGuard; pricing: PricingService }) {
  const products = createProductsRepository(deps.db);
  const repository = createTestCasesRepository(deps.db);

  function runOne(product: ProductRow, plan: PricePlan, testCase: TestCaseRow): TestCaseRun {
    const values = valuesOf(testCase);
    const quote = priceQuote(plan, values, testCase.discountCodes);
    const decision = deps.pricing.decide(product, values, plan.tables);
    const problems = quote.issues.map((issue) => issue.message);
    if (!decision.ok) problems.push(decision.message);
    const expected = toMoney(testCase.expectedAmount);
    const amountOk = !expected || quote.amount?.equals(expected) === true;
    const decisionOk = !testCase.expectedDecision || (decision.ok && decision.decision === testCase.expectedDecision);
    return {
      testCase,
      passed: amountOk && decisionOk,
      actualAmount: quote.amount,
      actualDecision: decision.ok ? decision.decision : null,
      problems,
    };
  }

  async function productOf(tenantId: string, productId: ProductIdValue): Promise<Outcome<ProductRow>> {
    const product = await products.find(tenantId, productId);
    return product ? ok(product) : fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
  }

  const service = {
    list: (tenantId: string, product: ProductRow) => repository.ofProduct(tenantId, product.id),

    /** Every case of a product version, run against its current logic and codes. */
    async run(tenantId: string, product: ProductRow): Promise<TestCaseRun[]> {
      const [plan, cases] = await Promise.all([
        deps.pricing.plan(tenantId, product),
        repository.ofProduct(tenantId, product.id),
      ]);
      return cases.map((testCase) => runOne(product, plan, testCase));
    },

    async create(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      input: TestCaseInput,
    ): Promise<Outcome<string>> {
      const product = await productOf(tenantId, productId);
      if (!product.ok) return product;
      const frozen = await deps.guard.productProblem(tenantId, product.value);
      if (frozen) return fail(frozen);
      const name = input.name.trim();
      if (!name) return fail(PRICING_ERRORS.nameRequired);
      if (name.length > TEST_CASE_LIMITS.name) return fail(PRICING_ERRORS.tooLong('name', TEST_CASE_LIMITS.name));
      const values = readValues({ valuesJsonString: input.valuesJsonString });
      if (!values.ok) return values;
      const expectation = readExpectation(input);
      if (!expectation.ok) return expectation;
      const codes = normalizeCodes(input.discountCodes ?? []);
      if (codes.length > TEST_CASE_LIMITS.codes)
        return fail({ code: 'too_many_codes', message: `A test case holds at most ${TEST_CASE_LIMITS.codes} codes.` });
      if ((await repository.countOf(tenantId, product.value.id)) >= TEST_CASE_LIMITS.perProduct)
        return fail(PRICING_ERRORS.tooManyTestCases);
      const id = randomUUID();
      const inserted = await repository.insert({
        id,
        tenantId,
        productId: product.value.id,
        name,
        valuesJson: JSON.stringify(values.value),
        discountCodes: codes,
        ...expectation.value,
        createdById: actor.userId,
        createdBy: actor.username,
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      return inserted ? ok(id) : fail(PRICING_ERRORS.testCaseExists(name));
    },

    /** A case's expected premium and decision replaced (e.g. by the result of a changed rule). */
    async updateExpectation(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      id: string,
      input: TestCaseExpectation,
    ): Promise<Outcome<null>> {
      const product = await productOf(tenantId, productId);
      if (!product.ok) return product;
      const frozen = await deps.guard.productProblem(tenantId, product.value);
      if (frozen) return fail(frozen);
      const expectation = readExpectation(input);
      if (!expectation.ok) return expectation;
      const updated = await repository.updateExpectation(tenantId, product.value.id, id, {
        ...expectation.value,
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      return updated ? ok(null) : fail(PRICING_ERRORS.testCaseNotFound(id));
    },

    async remove(tenantId: string, actor: Actor, productId: ProductIdValue, id: string): Promise<Outcome<null>> {
      const product = await productOf(tenantId, productId);
      if (!product.ok) return product;
      const frozen = await deps.guard.productProblem(tenantId, product.value);
      if (frozen) return fail(frozen);
      return (await asActor(deps.db, actor, (tx) =>
        createTestCasesRepository(tx).remove(tenantId, product.value.id, id),
      ))
        ? ok(null)
        : fail(PRICING_ERRORS.testCaseNotFound(id));
    },

    /**
     * Each test case of either version (by name, the base's first) priced on both sides: the compared
     * version's premium is the original, this version's the new one, the change new - original and its
     * percentage of the original (a rise is positive).
     */
    async impact(tenantId: string, base: ProductRow, compareTo: ProductIdValue): Promise<Outcome<ImpactRow[]>> {
      const other = await productOf(tenantId, compareTo);
      if (!other.ok) return other;
      const [basePlan, otherPlan, baseCases, otherCases] = await Promise.all([
        deps.pricing.plan(tenantId, base),
        deps.pricing.plan(tenantId, other.value),
        repository.ofProduct(tenantId, base.id),
        repository.ofProduct(tenantId, other.value.id),
      ]);
      const seen = new Set<string>();
      const cases = [...baseCases, ...otherCases].filter((row) => !seen.has(row.name) && seen.add(row.name));
      return ok(
        cases.map((row) => {
          const values = valuesOf(row);
          const before = priceQuote(otherPlan, values, row.discountCodes).amount;
          const after = priceQuote(basePlan, values, row.discountCodes).amount;
          const change = before && after ? after.minus(before) : null;
          return {
            name: row.name,
            valuesJson: row.valuesJson,
            discountCodes: row.discountCodes,
            originalAmount: before,
            newAmount: after,
            change,
            changePercent:
              change && before && !before.isZero() ? change.times(100).dividedBy(before).toDecimalPlaces(2) : null,
          };
        }),
      );
    },
  };
  return service;
}
export type TestCasesService = ReturnType<typeof createTestCasesService>;
