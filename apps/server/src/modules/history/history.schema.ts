import { HISTORY_RECORD_TYPES } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { unwrap } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { FieldDiffRef } from '../templates/template-versions.schema';
import type { HistoryVersionSummary } from './history.service';

const HistoryRecordTypeEnum = builder.enumType('historyRecordType', {
  description:
    'A record with a version history: a UI component (its id), the price logic or underwriting rules of a product version (product.recordId), a rate table (its id), a CMS config (the app id).',
  values: HISTORY_RECORD_TYPES,
});

const RecordVersionRef = builder.objectRef<HistoryVersionSummary>('recordVersion').implement({
  description: 'One saved state of a record (from the audit trail): who saved it and when.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    version: t.exposeInt('version', { nullable: false, description: '1 for the oldest state kept, counting up.' }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (row) => row.at }),
    createdBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.actorId, row.actorName) }),
    sameAs: t.exposeInt('sameAs', {
      nullable: true,
      description: 'The earliest earlier version this one holds exactly (after a restore, or a change undone).',
    }),
  }),
});

const RecordVersionsRef = builder
  .objectRef<{ totalCount: number; list: HistoryVersionSummary[] }>('recordVersions')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { nullable: false }),
      list: t.field({ type: [RecordVersionRef], nullable: false, resolve: (page) => page.list }),
    }),
  });

builder.queryFields((t) => ({
  recordVersions: t.field({
    type: RecordVersionsRef,
    nullable: false,
    description: "A record's versions, newest first (at most 100 a page).",
    args: {
      recordType: t.arg({ type: HistoryRecordTypeEnum, required: true }),
      recordId: t.arg.string({ required: true }),
      limit: t.arg.int(),
      skip: t.arg.int(),
    },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.history.list(requireSession(context), args.recordType, args.recordId, args)),
  }),
  recordVersionDiff: t.field({
    type: [FieldDiffRef],
    nullable: false,
    description: 'The line diff, field by field, from one version of a record to another (bookkeeping left out).',
    args: {
      recordType: t.arg({ type: HistoryRecordTypeEnum, required: true }),
      recordId: t.arg.string({ required: true }),
      fromVersionId: t.arg.string({ required: true }),
      toVersionId: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) =>
      unwrap(
        await context.services.history.diff(
          requireSession(context),
          args.recordType,
          args.recordId,
          args.fromVersionId,
          args.toVersionId,
        ),
      ),
  }),
}));

builder.mutationField('restoreRecordVersion', (t) =>
  t.field({
    type: CreatedStatusResultRef,
    description:
      "Saves the record as an earlier version held it, through the record's own checks, as a new version; createdStatus.id is the newest version's id.",
    args: {
      recordType: t.arg({ type: HistoryRecordTypeEnum, required: true }),
      recordId: t.arg.string({ required: true }),
      versionId: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.history.restore(
        requireSession(context),
        args.recordType,
        args.recordId,
        args.versionId,
      );
      return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
    },
  }),
);
