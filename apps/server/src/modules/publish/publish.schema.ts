import type { TPublishProblem, TSnapshotChange } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { JSON_LENGTH } from '../../graphql/input-limits';
import { toResult, unwrap } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, failure, ResultRef, success } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { isPending, type PendingApproval } from '../approvals/approval-gate';
import { pendingResult } from '../approvals/approvals.schema';
import type { VersionRow } from './publish.repository';
import type { PublishOutcome } from './publish.service';

type Param = { name: string; value: string };
const ParamRef = builder.objectRef<Param>('publishProblemParam').implement({
  description: 'A name a publish problem mentions (a page, component, element, prop, field or locale)',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

const ProblemRef = builder.objectRef<TPublishProblem>('publishProblem').implement({
  description: 'Why an app cannot be published yet',
  fields: (t) => ({
    code: t.exposeString('code', { nullable: false }),
    message: t.exposeString('message', {
      nullable: false,
      description: 'In English; code and params say it in other locales',
    }),
    params: t.field({
      type: [ParamRef],
      nullable: false,
      resolve: (problem) => Object.entries(problem.params).map(([name, value]) => ({ name, value })),
    }),
  }),
});

const AppVersionRef = builder.objectRef<VersionRow>('appVersion').implement({
  description: 'A published version of an app: a frozen snapshot of its config, pages, components, theme and texts',
  fields: (t) => ({
    appId: t.exposeString('appId', { nullable: false }),
    version: t.exposeInt('version', { nullable: false }),
    note: t.exposeString('note'),
    rolledBackFrom: t.exposeInt('rolledBackFrom', {
      nullable: true,
      description: 'The earlier version this one publishes again (a rollback)',
    }),
    live: t.boolean({
      nullable: false,
      description: 'The latest version is the one served at the app’s hosts',
      resolve: (row, _args, context) =>
        context.services.publish.live(row.tenantId, row.appId).then((latest) => latest?.version === row.version),
    }),
    pageCount: t.int({ nullable: false, resolve: (row) => row.snapshot.pages.length }),
    componentCount: t.int({ nullable: false, resolve: (row) => row.snapshot.components.length }),
    snapshotJsonString: t.string({ nullable: false, resolve: (row) => JSON.stringify(row.snapshot) }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    createdBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.createdById, row.createdBy) }),
  }),
});

const SnapshotChangeRef = builder.objectRef<TSnapshotChange>('appSnapshotChange').implement({
  description: 'A page, component or setting that differs between two versions of an app',
  fields: (t) => ({
    area: t.exposeString('area', { nullable: false, description: 'page, component or setting' }),
    change: t.exposeString('change', { nullable: false, description: 'added, removed or changed' }),
    name: t.exposeString('name', { nullable: false, description: 'The page path, component name or setting' }),
    elementsAdded: t.exposeInt('elementsAdded', { nullable: false }),
    elementsRemoved: t.exposeInt('elementsRemoved', { nullable: false }),
    elementsChanged: t.exposeInt('elementsChanged', { nullable: false }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
  }),
});

const PreviewLinkRef = builder.objectRef<{ token: string; expiresAt: Date }>('appPreviewLink').implement({
  description: 'A private link to the draft of an app: open `/?preview=<token>` before expiresAt',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: false }),
    expiresAt: t.field({ type: 'DateTime', nullable: false, resolve: (link) => link.expiresAt }),
  }),
});

const answer = (outcome: PublishOutcome<VersionRow | PendingApproval>) => {
  if (!outcome.ok) return createdFailure(...outcome.problem);
  return isPending(outcome.value) ? pendingResult(outcome.value) : created(String(outcome.value.version));
};

builder.queryFields((t) => ({
  appVersions: t.field({
    type: [AppVersionRef],
    nullable: false,
    description: 'The published versions of an app, newest first (the first is live).',
    args: { appId: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.publish.versions(requireSession(context), args.appId),
  }),
  appPublishProblems: t.field({
    type: [ProblemRef],
    nullable: false,
    description: 'What stops the app from being published now; empty when it can go live.',
    args: { appId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.publish.check(requireSession(context), args.appId)),
  }),
  appRollbackChanges: t.field({
    type: [SnapshotChangeRef],
    nullable: false,
    description: 'What publishing `version` again would change against the live version.',
    args: { appId: t.arg.string({ required: true }), version: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.publish.rollbackChanges(requireSession(context), args.appId, args.version)),
  }),
}));

builder.mutationFields((t) => ({
  publishApp: t.field({
    type: CreatedStatusResultRef,
    description:
      'Checks the app and stores it as its next numbered version, which goes live at its hosts (createdStatus.id is the version).',
    args: { appId: t.arg.string({ required: true }), note: t.arg.string() },
    resolve: async (_root, args, context) =>
      answer(await context.services.publish.publish(requireSession(context), args.appId, args.note)),
  }),
  updateAppBaseComponentsVariants: t.field({
    type: ResultRef,
    description:
      'The base-component theme editor’s save: the CMS config’s baseComponentsVariantsJsonString (component > variant > element > key > option).',
    args: {
      appId: t.arg.string({ required: true }),
      baseComponentsVariantsJsonString: t.arg.string({ required: true, ...JSON_LENGTH }),
    },
    resolve: async (_root, args, context) =>
      toResult(
        await context.services.publish.setBaseVariants(
          requireSession(context),
          args.appId,
          args.baseComponentsVariantsJsonString,
        ),
      ),
  }),
  rollbackApp: t.field({
    type: CreatedStatusResultRef,
    description:
      'Publishes an earlier version again as a new version, which goes live (createdStatus.id is the new version).',
    args: { appId: t.arg.string({ required: true }), version: t.arg.int({ required: true }), note: t.arg.string() },
    resolve: async (_root, args, context) =>
      answer(await context.services.publish.rollback(requireSession(context), args.appId, args.version, args.note)),
  }),
  unpublishApp: t.field({
    type: ResultRef,
    description: 'Takes the app offline: its hosts answer "not published" until it is published again.',
    args: { appId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.publish.unpublish(requireSession(context), args.appId);
      return outcome.ok ? success() : failure(...outcome.problem);
    },
  }),
  createAppPreviewLink: t.field({
    type: PreviewLinkRef,
    nullable: false,
    description: 'A private, expiring link to the app as it is now, unpublished edits included.',
    args: { appId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.publish.previewLink(requireSession(context), args.appId)),
  }),
}));
