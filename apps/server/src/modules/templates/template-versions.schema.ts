import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { unwrap } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import type { DiffHunk, DiffLine, FieldDiff } from './template-diff';
import { type TemplateSnapshot, visibleContent } from './template-snapshot';
import type { TemplateVersionRow, TemplateVersionSummary } from './template-versions.repository';

const TemplateSnapshotRef = builder.objectRef<TemplateSnapshot>('templateSnapshot').implement({
  description: "A template's fields as one version holds them.",
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    logicalId: t.exposeString('logicalId'),
    graphQlQuery: t.exposeString('graphQlQuery'),
    tags: t.exposeStringList('tags', { nullable: false }),
    contentJsonString: t.string({
      nullable: false,
      description:
        "The kind's own fields (html, mjml, subject, ...) as one JSON object, without write-only ones (password).",
      resolve: (snapshot) => JSON.stringify(visibleContent(snapshot.content)),
    }),
  }),
});

const TemplateVersionRef = builder.objectRef<TemplateVersionSummary | TemplateVersionRow>('templateVersion').implement({
  description: 'One saved state of a template: who saved it, when, and the template as saved.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    templateId: t.exposeString('templateId', { nullable: false }),
    version: t.exposeInt('version', { nullable: false, description: "The template's version after this save." }),
    restoredFrom: t.exposeInt('restoredFrom', {
      nullable: true,
      description: 'The version this one restored, when it was written by restoreTemplateVersion.',
    }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (row) => row.createdAt }),
    createdBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.createdById, row.createdBy) }),
    snapshot: t.field({
      type: TemplateSnapshotRef,
      description: 'The template as saved (read per version when asked in a list).',
      resolve: async (row, _args, context) =>
        'snapshot' in row
          ? row.snapshot
          : context.services.templates.versions.snapshot(requireSession(context), row.id),
    }),
  }),
});

const TemplateVersionsRef = builder
  .objectRef<{ totalCount: number; list: TemplateVersionSummary[] }>('templateVersions')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { nullable: false }),
      list: t.field({ type: [TemplateVersionRef], nullable: false, resolve: (page) => page.list }),
    }),
  });

const DiffLineRef = builder.objectRef<DiffLine>('templateDiffLine').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { nullable: false, description: "'added', 'removed' or 'same'" }),
    text: t.exposeString('text', { nullable: false }),
    oldNumber: t.exposeInt('oldNumber', { nullable: true, description: 'The line number in the older text.' }),
    newNumber: t.exposeInt('newNumber', { nullable: true, description: 'The line number in the newer text.' }),
  }),
});

const DiffHunkRef = builder.objectRef<DiffHunk>('templateDiffHunk').implement({
  description: 'Changed lines with up to three unchanged lines around them.',
  fields: (t) => ({
    oldStart: t.exposeInt('oldStart', { nullable: false }),
    newStart: t.exposeInt('newStart', { nullable: false }),
    lines: t.field({ type: [DiffLineRef], nullable: false, resolve: (hunk) => hunk.lines }),
  }),
});

export const FieldDiffRef = builder.objectRef<FieldDiff>('templateFieldDiff').implement({
  description: "A changed field: name, description, logicalId, graphQlQuery, tags or content.<kind's field>.",
  fields: (t) => ({
    field: t.exposeString('field', { nullable: false }),
    tooLarge: t.exposeBoolean('tooLarge', {
      nullable: false,
      description: 'The change is too large to show line by line (no hunks then).',
    }),
    hunks: t.field({ type: [DiffHunkRef], nullable: false, resolve: (diff) => diff.hunks }),
  }),
});

builder.queryFields((t) => ({
  templateVersions: t.field({
    type: TemplateVersionsRef,
    nullable: false,
    description: "A template's versions, newest first (at most 100 a page).",
    args: { templateId: t.arg.string({ required: true }), limit: t.arg.int(), skip: t.arg.int() },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.templates.versions.list(requireSession(context), args.templateId, args)),
  }),
  templateVersion: t.field({
    type: TemplateVersionRef,
    nullable: false,
    description: 'One version of a template, with the template as saved.',
    args: { templateId: t.arg.string({ required: true }), versionId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.templates.versions.find(requireSession(context), args.templateId, args.versionId)),
  }),
  templateVersionDiff: t.field({
    type: [FieldDiffRef],
    nullable: false,
    description: 'The line diff, field by field, from one version of a template to another.',
    args: {
      templateId: t.arg.string({ required: true }),
      fromVersionId: t.arg.string({ required: true }),
      toVersionId: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) =>
      unwrap(
        await context.services.templates.versions.diff(
          requireSession(context),
          args.templateId,
          args.fromVersionId,
          args.toVersionId,
        ),
      ),
  }),
}));

builder.mutationField('restoreTemplateVersion', (t) =>
  t.field({
    type: CreatedStatusResultRef,
    description: 'Saves the template as an earlier version held it, as a new version; createdStatus.id is its id.',
    args: { templateId: t.arg.string({ required: true }), versionId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.templates.versions.restore(
        requireSession(context),
        args.templateId,
        args.versionId,
      );
      return outcome.ok ? created(outcome.value.id) : createdFailure(outcome.problem);
    },
  }),
);
