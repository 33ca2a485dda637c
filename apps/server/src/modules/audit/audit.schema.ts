import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { FieldDiffRef } from '../templates/template-versions.schema';
import type { AuditEntry, AuditFilter } from './audit.repository';
import { changedFields, entryDiff } from './audit-diff';

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);

const AuditEntryRef = builder.objectRef<AuditEntry>('auditEntry').implement({
  description: 'One change of a record, or one event (sign-in, approval), in the audit trail.',
  fields: (t) => ({
    id: t.string({ nullable: false, resolve: (entry) => String(entry.id) }),
    at: t.field({ type: 'DateTime', nullable: false, resolve: (entry) => entry.at }),
    actorId: t.exposeString('actorId'),
    actorName: t.exposeString('actorName'),
    operation: t.exposeString('operation', {
      nullable: false,
      description: "'insert' | 'update' | 'delete' for a record's change, else the event's name",
    }),
    requestOperation: t.exposeString('requestOperation', { description: 'The GraphQL mutation, when known' }),
    recordType: t.exposeString('recordType', { nullable: false }),
    recordId: t.exposeString('recordId'),
    beforeJson: t.string({
      description: 'The record before the change, as JSON',
      resolve: (entry) => json(entry.before),
    }),
    afterJson: t.string({ description: 'The record after the change, as JSON', resolve: (entry) => json(entry.after) }),
    changedFields: t.stringList({
      nullable: false,
      description: 'The fields the change touched (bookkeeping columns left out)',
      resolve: (entry) => changedFields(entry),
    }),
    diff: t.field({
      type: [FieldDiffRef],
      nullable: false,
      description: "Each changed field's line diff",
      resolve: (entry) => entryDiff(entry),
    }),
  }),
});

const AuditPageRef = builder.objectRef<{ totalCount: number; rows: AuditEntry[] }>('auditEntries').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    list: t.field({ type: [AuditEntryRef], nullable: false, resolve: (page) => page.rows }),
  }),
});

const AuditWhereInput = builder.inputType('auditWhereInput', {
  fields: (t) => ({
    recordType: t.string(),
    recordId: t.string(),
    actorId: t.string(),
    operation: t.string(),
    from: t.field({ type: 'DateTimeOffset', description: 'At or after' }),
    to: t.field({ type: 'DateTimeOffset', description: 'Before' }),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditPageRef,
    nullable: false,
    description: "The tenant's audit trail, newest first (at most 200 per page).",
    args: { where: t.arg({ type: AuditWhereInput }), skip: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, context) =>
      context.services.audit.list(requireSession(context).tenantId, (args.where ?? {}) as AuditFilter, args),
  }),
  auditEntry: t.field({
    type: AuditEntryRef,
    description: 'One entry of the audit trail, or null when the tenant has none with this id.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.audit.find(requireSession(context).tenantId, args.id),
  }),
  auditLogCsv: t.string({
    nullable: false,
    description:
      'The audit trail as CSV (newest first, at most 10 000 entries); formula-like cells start with a quote.',
    args: { where: t.arg({ type: AuditWhereInput }) },
    resolve: (_root, args, context) =>
      context.services.audit.exportCsv(requireSession(context).tenantId, (args.where ?? {}) as AuditFilter),
  }),
}));
