import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import type { DataKind } from './platform-data.repository';
import type { DataChanges } from './platform-data.service';

const PartyInput = builder.inputType('partyInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    name: t.string({ required: true }),
    email: t.string(),
    phone: t.string(),
    type: t.string(),
  }),
});
const MemberInput = builder.inputType('policyMemberInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    name: t.string({ required: true }),
    email: t.string(),
    relationship: t.string(),
    dateOfBirth: t.string(),
  }),
});
const PremiumInput = builder.inputType('premiumInput', {
  fields: (t) => ({
    amount: t.field({ type: 'Decimal', required: true }),
    currencyCode: t.string({ required: true }),
    paymentFrequency: t.string(),
  }),
});

const PolicyInput = builder.inputType('policyInput', {
  fields: (t) => ({
    issuerNumber: t.string(),
    description: t.string(),
    status: t.string(),
    productId: t.field({ type: ProductIdInput }),
    holder: t.field({ type: PartyInput }),
    insured: t.field({ type: [PartyInput] }),
    members: t.field({ type: [MemberInput] }),
    premium: t.field({ type: PremiumInput }),
    startDate: t.field({ type: 'DateTime' }),
    endDate: t.field({ type: 'DateTime' }),
    issueDate: t.field({ type: 'DateTime' }),
  }),
});
const CaseInput = builder.inputType('caseInput', {
  fields: (t) => ({
    caseNumber: t.string(),
    name: t.string(),
    description: t.string(),
    status: t.string(),
    holder: t.field({ type: PartyInput }),
    insureds: t.field({ type: [PartyInput] }),
  }),
});
const TransactionInput = builder.inputType('transactionInput', {
  fields: (t) => ({
    transactionNumber: t.string(),
    policyId: t.string(),
    description: t.string(),
    status: t.string(),
    type: t.string(),
    method: t.string(),
    amount: t.field({ type: 'Decimal' }),
    currencyCode: t.string(),
    isSettled: t.boolean(),
    dateTime: t.field({ type: 'DateTime' }),
    dueDateTime: t.field({ type: 'DateTime' }),
  }),
});

/**
 * Only the fields given; null leaves a field alone (these rows have no field to clear). Cloned, as
 * GraphQL hands input objects over without a prototype.
 */
const given = <K extends DataKind>(input: Record<string, unknown>) =>
  structuredClone(
    Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)),
  ) as DataChanges<K>;

function dataMutations<K extends DataKind>(
  kind: K,
  names: { create: string; update: string },
  input: typeof PolicyInput | typeof CaseInput | typeof TransactionInput,
) {
  builder.mutationField(names.create, (t) =>
    t.field({
      type: CreatedStatusResultRef,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: async (_root, args, context) => {
        const outcome = await context.services.platformData.create(kind, requireSession(context), given<K>(args.input));
        return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
      },
    }),
  );
  builder.mutationField(names.update, (t) =>
    t.field({
      type: ResultRef,
      args: { id: t.arg.string({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: async (_root, args, context) =>
        toResult(
          await context.services.platformData.update(kind, requireSession(context), args.id, given<K>(args.input)),
        ),
    }),
  );
}

dataMutations('policies', { create: 'createPolicy', update: 'updatePolicy' }, PolicyInput);
dataMutations('cases', { create: 'createCase', update: 'updateCase' }, CaseInput);
dataMutations('transactions', { create: 'createTransaction', update: 'updateTransaction' }, TransactionInput);
