import type { ObjectRef, SchemaTypes } from '@pothos/core';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { SortInput } from '../../graphql/types/sort';
import { ProductIdRef } from '../products/product-refs.schema';
import { ProductRef } from '../products/products.schema';
import type { CaseRow, DataWhere, PolicyRow, TransactionRow } from './platform-data.repository';
import type { MemberValue, PartyValue, PremiumValue } from './platform-data.tables';
import './platform-data-mutations.schema';

type Where = Omit<DataWhere, 'number' | 'and' | 'or'> & {
  and?: ReadonlyArray<Where | null | undefined> | null;
  or?: ReadonlyArray<Where | null | undefined> | null;
  issuerNumber?: string | null;
  caseNumber?: string | null;
  transactionNumber?: string | null;
};

/** The reference's where inputs name the number field per kind; the repository has one. */
function toDataWhere(where: Where | null | undefined): DataWhere | undefined {
  if (!where) return undefined;
  return {
    ...where,
    number: where.issuerNumber ?? where.caseNumber ?? where.transactionNumber,
    and: where.and?.map(toDataWhere),
    or: where.or?.map(toDataWhere),
  };
}

const PartyRef = builder.objectRef<PartyValue>('party').implement({
  description: 'A person or company on a policy or case',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    email: t.string({ nullable: true, resolve: (party) => party.email ?? null }),
    phone: t.string({ nullable: true, resolve: (party) => party.phone ?? null }),
    type: t.string({ nullable: true, resolve: (party) => party.type ?? null }),
  }),
});
const MemberRef = builder.objectRef<MemberValue>('policyMember').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    email: t.string({ nullable: true, resolve: (member) => member.email ?? null }),
    relationship: t.string({ nullable: true, resolve: (member) => member.relationship ?? null }),
    dateOfBirth: t.string({ nullable: true, resolve: (member) => member.dateOfBirth ?? null }),
  }),
});
const PremiumRef = builder.objectRef<PremiumValue>('premium').implement({
  fields: (t) => ({
    amount: t.field({ type: 'Decimal', resolve: (premium) => premium.amount }),
    currencyCode: t.exposeString('currencyCode'),
    paymentFrequency: t.string({ nullable: true, resolve: (premium) => premium.paymentFrequency ?? null }),
    formattedPrice: t.string({
      resolve: (premium) =>
        `${premium.currencyCode} ${premium.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    }),
  }),
});

const TransactionRef = builder.objectRef<TransactionRow>('transaction');
const PolicyRef = builder.objectRef<PolicyRow>('policy').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    issuerNumber: t.exposeString('issuerNumber'),
    description: t.exposeString('description'),
    status: t.exposeString('status'),
    startDate: t.field({ type: 'DateTime', resolve: (policy) => policy.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (policy) => policy.endDate }),
    issueDate: t.field({ type: 'DateTime', resolve: (policy) => policy.issueDate }),
    createdAt: t.field({ type: 'DateTime', resolve: (policy) => policy.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (policy) => policy.lastModifiedAt }),
    holder: t.field({ type: PartyRef, resolve: (policy) => policy.holder }),
    insured: t.field({ type: [PartyRef], resolve: (policy) => policy.insured }),
    members: t.field({ type: [MemberRef], resolve: (policy) => policy.members }),
    premium: t.field({ type: PremiumRef, resolve: (policy) => policy.premium }),
    productId: t.field({ type: ProductIdRef, resolve: (policy) => policy.productId }),
    product: t.field({
      type: ProductRef,
      resolve: (policy, _args, context) =>
        policy.productId ? context.services.products.find(policy.tenantId, policy.productId) : null,
    }),
    transactions: t.field({
      type: [TransactionRef],
      resolve: async (policy, _args, context) =>
        (await context.services.platformData.list('transactions', policy.tenantId, { where: { policyId: policy.id } }))
          .list,
    }),
  }),
});
TransactionRef.implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    transactionNumber: t.exposeString('transactionNumber'),
    description: t.exposeString('description'),
    status: t.exposeString('status'),
    type: t.exposeString('type'),
    method: t.exposeString('method'),
    amount: t.field({ type: 'Decimal', resolve: (transaction) => transaction.amount }),
    currencyCode: t.exposeString('currencyCode'),
    isSettled: t.exposeBoolean('isSettled'),
    dateTime: t.field({ type: 'DateTime', resolve: (transaction) => transaction.dateTime }),
    dueDateTime: t.field({ type: 'DateTime', resolve: (transaction) => transaction.dueDateTime }),
    createdAt: t.field({ type: 'DateTime', resolve: (transaction) => transaction.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (transaction) => transaction.lastModifiedAt }),
    policy: t.field({
      type: PolicyRef,
      resolve: async (transaction, _args, context) =>
        transaction.policyId
          ? ((
              await context.services.platformData.list('policies', transaction.tenantId, {
                where: { id: transaction.policyId },
                limit: 1,
              })
            ).list[0] ?? null)
          : null,
    }),
  }),
});
const CaseRef = builder.objectRef<CaseRow>('case').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    caseNumber: t.exposeString('caseNumber'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    status: t.exposeString('status'),
    holder: t.field({ type: PartyRef, resolve: (row) => row.holder }),
    insureds: t.field({ type: [PartyRef], resolve: (row) => row.insureds }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (row) => row.lastModifiedAt }),
  }),
});

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

const pageOf = <T extends object>(name: string, item: ObjectRef<BuilderTypes, T>) =>
  builder.objectRef<{ totalCount: number; list: T[] }>(name).implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { nullable: false }),
      list: t.field({ type: [item], resolve: (page) => page.list }),
    }),
  });

const whereInput = (name: string, numberField: 'issuerNumber' | 'caseNumber' | 'transactionNumber') => {
  const input = builder.inputRef<Where>(name);
  input.implement({
    fields: (t) => ({
      and: t.field({ type: [input], required: { list: false, items: false } }),
      or: t.field({ type: [input], required: { list: false, items: false } }),
      id: t.string(),
      id_in: t.stringList({ required: { list: false, items: false } }),
      status: t.string(),
      status_in: t.stringList({ required: { list: false, items: false } }),
      [numberField]: t.string(),
      ...(numberField === 'transactionNumber' ? { policyId: t.string() } : {}),
    }),
  });
  return input;
};

const listArgs = (where: ReturnType<typeof whereInput>) =>
  builder.args((t) => ({
    asOf: t.field({ type: 'DateTimeOffset', description: 'Accepted; rows are read as they are now.' }),
    limit: t.int(),
    skip: t.int(),
    sort: t.field({ type: SortInput }),
    where: t.field({ type: where }),
  }));

const PoliciesRef = pageOf('policies', PolicyRef);
const CasesRef = pageOf('cases', CaseRef);
const TransactionsRef = pageOf('transactions', TransactionRef);
const policyArgs = listArgs(whereInput('policyWhereInput', 'issuerNumber'));
const caseArgs = listArgs(whereInput('caseWhere', 'caseNumber'));
const transactionArgs = listArgs(whereInput('transactionWhereInput', 'transactionNumber'));

builder.queryFields((t) => ({
  policies: t.field({
    type: PoliciesRef,
    args: policyArgs,
    resolve: (_root, args, context) =>
      context.services.platformData.list('policies', requireSession(context).tenantId, {
        ...args,
        where: toDataWhere(args.where),
      }),
  }),
  cases: t.field({
    type: CasesRef,
    args: caseArgs,
    resolve: (_root, args, context) =>
      context.services.platformData.list('cases', requireSession(context).tenantId, {
        ...args,
        where: toDataWhere(args.where),
      }),
  }),
  transactions: t.field({
    type: TransactionsRef,
    args: transactionArgs,
    resolve: (_root, args, context) =>
      context.services.platformData.list('transactions', requireSession(context).tenantId, {
        ...args,
        where: toDataWhere(args.where),
      }),
  }),
}));
