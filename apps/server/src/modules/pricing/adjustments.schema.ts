import { actorOf } from '../../core/session';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { toResult, unwrap } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../graphql/result';
import { CurrencyCodeEnum } from '../../graphql/types/currency';
import { ProductIdInput } from '../products/product-refs.schema';
import { type AdjustmentView, adjustmentOfRow, DiscountRef, LoadingRef, TaxRef } from './adjustment-types.schema';
import type { AdjustmentKindValue } from './adjustments.repository';
import type { AdjustmentInput } from './adjustments.service';

const AdjustmentCodeInput = builder.inputRef<AdjustmentInput>('adjustmentCodeInput').implement({
  description: 'A discount, loading or tax code: ratio (percentage), flat (amount and currency) or custom (JSON-logic)',
  fields: (t) => ({
    code: t.string({ description: 'Only on create; letters, digits, _ and -, stored upper-case' }),
    name: t.string(),
    description: t.string(),
    calculationKind: t.string({ description: "'ratio', 'flat' or 'custom'" }),
    ratio: t.field({ type: 'Decimal', description: 'Percentage of the premium' }),
    flat: t.field({ type: 'Decimal' }),
    currencyCode: t.field({ type: CurrencyCodeEnum }),
    calculationLogic: t.string({ description: 'Custom: JSON-logic over { premium, ...inputs } giving the amount' }),
    condition: t.string({ description: 'JSON-logic; when set, the code applies only where it is truthy' }),
    order: t.int(),
    cap: t.field({ type: 'Decimal', description: 'Taxes: the largest amount the tax adds; null for none' }),
    rounding: t.string({ description: "Taxes: how the amount is rounded, 'half_up' (default), 'down' or 'up'" }),
  }),
});

const page = (name: string, ref: typeof DiscountRef) =>
  builder.objectRef<{ totalCount: number; list: AdjustmentView[] }>(name).implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { nullable: false }),
      list: t.field({ type: [ref], resolve: (result) => result.list }),
    }),
  });

const editor = (context: GraphQLContext) => {
  const { tenantId, userId, username } = requireSession(context);
  return { tenantId, actor: { userId, username } };
};

/** list, create, update and remove operations of one kind of code. */
function registerKind(kind: AdjustmentKindValue, ref: typeof DiscountRef, names: { list: string; one: string }) {
  const Page = page(`${names.list}Page`, ref);
  builder.queryField(names.list, (t) =>
    t.field({
      type: Page,
      description: `The ${kind} codes of a product version; search matches name or code`,
      args: {
        productId: t.arg({ type: ProductIdInput, required: true }),
        search: t.arg.string(),
        limit: t.arg.int(),
        skip: t.arg.int(),
      },
      resolve: async (_root, args, context) => {
        const { tenantId } = requireSession(context);
        const result = unwrap(await context.services.adjustments.list(tenantId, args.productId, kind, args));
        return { totalCount: result.totalCount, list: result.rows.map(adjustmentOfRow) };
      },
    }),
  );
  const capital = `${names.one.charAt(0).toUpperCase()}${names.one.slice(1)}`;
  builder.mutationFields((t) => ({
    [`create${capital}`]: t.field({
      type: CreatedStatusResultRef,
      nullable: false,
      args: {
        productId: t.arg({ type: ProductIdInput, required: true }),
        input: t.arg({ type: AdjustmentCodeInput, required: true }),
      },
      resolve: async (_root, args, context) => {
        const { tenantId, actor } = editor(context);
        const outcome = await context.services.adjustments.create(tenantId, actor, args.productId, kind, args.input);
        return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
      },
    }),
    [`update${capital}`]: t.field({
      type: ResultRef,
      nullable: false,
      args: {
        productId: t.arg({ type: ProductIdInput, required: true }),
        code: t.arg.string({ required: true }),
        input: t.arg({ type: AdjustmentCodeInput, required: true }),
      },
      resolve: async (_root, args, context) => {
        const { tenantId, actor } = editor(context);
        const { adjustments } = context.services;
        return toResult(await adjustments.update(tenantId, actor, args.productId, kind, args.code, args.input));
      },
    }),
    [`remove${capital}`]: t.field({
      type: ResultRef,
      nullable: false,
      args: { productId: t.arg({ type: ProductIdInput, required: true }), code: t.arg.string({ required: true }) },
      resolve: async (_root, args, context) => {
        const session = requireSession(context);
        return toResult(
          await context.services.adjustments.remove(
            session.tenantId,
            actorOf(session),
            args.productId,
            kind,
            args.code,
          ),
        );
      },
    }),
  }));
}

registerKind('discount', DiscountRef, { list: 'discountCodes', one: 'discountCode' });
registerKind('loading', LoadingRef, { list: 'loadingCodes', one: 'loadingCode' });
registerKind('tax', TaxRef, { list: 'taxCodes', one: 'taxCode' });
