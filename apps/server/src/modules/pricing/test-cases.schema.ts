import { formatMoney } from '@carrier/contracts/rules';
import { actorOf } from '../../core/session';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { toResult, unwrap } from '../../graphql/outcome';
import { neverCached } from '../../graphql/response-cache';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import { ProductRef } from '../products/products.schema';
import type { ProductView } from '../products/products.service';
import type { TestCaseRow } from './test-cases.repository';
import type { ImpactRow, TestCaseExpectation, TestCaseInput, TestCaseRun } from './test-cases.service';

const CURRENCY = 'HKD';

const TestCaseRef = builder.objectRef<TestCaseRow>('ratingTestCase').implement({
  description: 'Saved rating inputs with the premium and decision they must give',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    valuesJsonString: t.exposeString('valuesJson', { nullable: false }),
    discountCodes: t.exposeStringList('discountCodes', { nullable: false }),
    expectedAmount: t.field({
      type: 'Decimal',
      resolve: (row) => (row.expectedAmount ? Number(row.expectedAmount) : null),
    }),
    expectedDecision: t.exposeString('expectedDecision'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const TestCaseRunRef = builder.objectRef<TestCaseRun>('ratingTestCaseRun').implement({
  fields: (t) => ({
    testCase: t.field({ type: TestCaseRef, nullable: false, resolve: (run) => run.testCase }),
    passed: t.exposeBoolean('passed', { nullable: false }),
    actualAmount: t.field({ type: 'Decimal', resolve: (run) => run.actualAmount?.toNumber() ?? null }),
    formattedActualAmount: t.string({
      resolve: (run) => (run.actualAmount ? formatMoney(run.actualAmount, CURRENCY) : null),
    }),
    actualDecision: t.exposeString('actualDecision'),
    problems: t.exposeStringList('problems', { nullable: false }),
  }),
});

const ImpactRef = builder.objectRef<ImpactRow>('premiumImpact').implement({
  description:
    "A test case priced on two versions: originalAmount is the compared version's premium, newAmount this version's, change newAmount - originalAmount and changePercent that change as a percentage of originalAmount",
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    valuesJsonString: t.exposeString('valuesJson', { nullable: false }),
    discountCodes: t.exposeStringList('discountCodes', { nullable: false }),
    originalAmount: t.field({ type: 'Decimal', resolve: (row) => row.originalAmount?.toNumber() ?? null }),
    newAmount: t.field({ type: 'Decimal', resolve: (row) => row.newAmount?.toNumber() ?? null }),
    change: t.field({ type: 'Decimal', resolve: (row) => row.change?.toNumber() ?? null }),
    changePercent: t.field({ type: 'Decimal', resolve: (row) => row.changePercent?.toNumber() ?? null }),
  }),
});

const tenantOf = (context: GraphQLContext) => requireSession(context).tenantId;

builder.objectFields(ProductRef, (t) => ({
  testCases: t.field({
    ...neverCached,
    type: [TestCaseRef],
    nullable: false,
    resolve: (product: ProductView, _args, context: GraphQLContext) =>
      context.services.testCases.list(tenantOf(context), product),
  }),
  testCaseRuns: t.field({
    ...neverCached,
    type: [TestCaseRunRef],
    nullable: false,
    description: 'Every test case run against the current logic and codes',
    resolve: (product: ProductView, _args, context: GraphQLContext) =>
      context.services.testCases.run(tenantOf(context), product),
  }),
  premiumImpact: t.field({
    ...neverCached,
    type: [ImpactRef],
    nullable: false,
    description: 'Each test case of this version and the other, priced on both',
    args: { compareTo: t.arg({ type: ProductIdInput, required: true }) },
    resolve: async (product: ProductView, args, context: GraphQLContext) =>
      unwrap(await context.services.testCases.impact(tenantOf(context), product, args.compareTo)),
  }),
}));

const TestCaseInputRef = builder.inputRef<TestCaseInput>('ratingTestCaseInput').implement({
  fields: (t) => ({
    name: t.string({ required: true }),
    valuesJsonString: t.string({ required: true }),
    discountCodes: t.stringList({ required: { list: false, items: false } }),
    expectedAmount: t.field({ type: 'Decimal' }),
    expectedDecision: t.string({ description: "'accept', 'decline' or 'refer'" }),
  }),
});

const TestCaseExpectationInputRef = builder.inputRef<TestCaseExpectation>('ratingTestCaseExpectationInput').implement({
  description: 'What a test case must give: a premium, a decision or both',
  fields: (t) => ({
    expectedAmount: t.field({ type: 'Decimal' }),
    expectedDecision: t.string({ description: "'accept', 'decline' or 'refer'" }),
  }),
});

builder.mutationFields((t) => ({
  updateRatingTestCase: t.field({
    type: ResultRef,
    nullable: false,
    description: "Replaces a test case's expected premium and decision; refused on a frozen version",
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      id: t.arg.string({ required: true }),
      input: t.arg({ type: TestCaseExpectationInputRef, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      return toResult(
        await context.services.testCases.updateExpectation(
          tenantId,
          { userId, username },
          args.productId,
          args.id,
          args.input,
        ),
      );
    },
  }),
  createRatingTestCase: t.field({
    type: CreatedStatusResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: TestCaseInputRef, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const outcome = await context.services.testCases.create(
        tenantId,
        { userId, username },
        args.productId,
        args.input,
      );
      return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
    },
  }),
  removeRatingTestCase: t.field({
    type: ResultRef,
    nullable: false,
    args: { productId: t.arg({ type: ProductIdInput, required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      return toResult(
        await context.services.testCases.remove(session.tenantId, actorOf(session), args.productId, args.id),
      );
    },
  }),
}));
