import { DOCUMENT_RUN_ERRORS, DOCUMENT_RUN_LIMITS } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { runTemplateQuery } from '../templates/preview/preview-query.schema';
import type { DocumentRunRecord, DocumentRunRowRecord } from './document-runs.tables';
import { rowsOf } from './run-rows';

type RunRow = Omit<DocumentRunRowRecord, 'data'>;

const DocumentRunRowRef = builder.objectRef<RunRow>('documentRunRow').implement({
  description: 'One row of a document run: its state and its one output (a file or an email) or its error.',
  fields: (t) => ({
    index: t.exposeInt('rowIndex', { nullable: false, description: 'From 0, in the order the query answered.' }),
    status: t.exposeString('status', { nullable: false, description: "'pending', 'done', 'failed' or 'cancelled'" }),
    outputKey: t.exposeString('outputKey', { description: "The file written (its key in the run's bucket)." }),
    outputEmailId: t.exposeString('outputEmailId', { description: 'The outbox id of the email sent.' }),
    error: t.exposeString('error'),
    attempts: t.exposeInt('attempts', { nullable: false }),
    finishedAt: t.field({ type: 'DateTime', resolve: (row) => row.finishedAt }),
  }),
});
const DocumentRunRowsRef = builder.objectRef<{ totalCount: number; rows: RunRow[] }>('documentRunRows').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    list: t.field({ type: [DocumentRunRowRef], nullable: false, resolve: (page) => page.rows }),
  }),
});

const DocumentRunRef = builder.objectRef<DocumentRunRecord>('documentRun').implement({
  description: 'A template rendered for every row its GraphQL query yielded, into files of a folder or as emails.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    templateId: t.exposeString('templateId', { nullable: false }),
    templateName: t.exposeString('templateName', { nullable: false }),
    templateType: t.exposeString('templateType', { nullable: false }),
    output: t.exposeString('output', { nullable: false, description: "'folder' or 'email'" }),
    bucketName: t.exposeString('bucketName'),
    folder: t.exposeString('folder', { description: 'The folder the files are written to.' }),
    emailField: t.exposeString('emailField'),
    status: t.exposeString('status', { nullable: false, description: "'running', 'done' or 'cancelled'" }),
    total: t.exposeInt('total', { nullable: false }),
    doneCount: t.exposeInt('doneCount', { nullable: false }),
    failedCount: t.exposeInt('failedCount', { nullable: false }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (run) => run.createdAt }),
    createdBy: t.field({ type: LoginRef, resolve: (run) => loginOf(run.createdById, run.createdBy) }),
    finishedAt: t.field({ type: 'DateTime', resolve: (run) => run.finishedAt }),
    rows: t.field({
      type: DocumentRunRowsRef,
      nullable: false,
      description: `The run's rows in order, ${DOCUMENT_RUN_LIMITS.rowsPage} at most per page; \`status\` keeps one status.`,
      args: { status: t.arg.string(), limit: t.arg.int(), skip: t.arg.int() },
      resolve: (run, args, context) =>
        context.services.documentRuns.rows(run.tenantId, run.id, {
          status: args.status,
          limit: args.limit,
          skip: args.skip,
        }),
    }),
  }),
});

const DocumentRunFolderInput = builder.inputType('documentRunFolderInput', {
  fields: (t) => ({
    bucketName: t.string(),
    path: t.string({
      required: true,
      description: "The folder ('' for the bucket's root); each run writes into a folder of its own inside it.",
    }),
  }),
});
const DocumentRunEmailInput = builder.inputType('documentRunEmailInput', {
  fields: (t) => ({
    field: t.string({ required: true, description: "The row field holding the address, dotted: 'holder.email'." }),
  }),
});
const DocumentRunOutputInput = builder.inputType('documentRunOutputInput', {
  description: 'Files in a folder (PDF and SMS templates) or emails (email templates): exactly one.',
  fields: (t) => ({
    folder: t.field({ type: DocumentRunFolderInput }),
    email: t.field({ type: DocumentRunEmailInput }),
  }),
});

builder.queryFields((t) => ({
  documentRuns: t.field({
    type: [DocumentRunRef],
    nullable: false,
    description: "The tenant's document runs, newest first.",
    args: { limit: t.arg.int(), skip: t.arg.int() },
    resolve: (_root, args, context) =>
      context.services.documentRuns.list(requireSession(context).tenantId, args.limit, args.skip),
  }),
  documentRun: t.field({
    type: DocumentRunRef,
    nullable: true,
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const run = await context.services.documentRuns.find(requireSession(context).tenantId, args.id);
      return run.ok ? run.value : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  createDocumentRun: t.field({
    type: CreatedStatusResultRef,
    description:
      "Runs the query (the template's own when none is given) as the signed-in user, then renders the template for every item of the first list it answers, in the background.",
    args: {
      templateId: t.arg.string({ required: true }),
      graphQlQuery: t.arg.string(),
      variablesJsonString: t.arg.string(),
      output: t.arg({ type: DocumentRunOutputInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const template = await context.services.templates.find(session.tenantId, args.templateId);
      const query = args.graphQlQuery?.trim() || template?.graphQlQuery?.trim();
      if (!template) return createdFailure(DOCUMENT_RUN_ERRORS.templateNotFound);
      if (!query) return createdFailure(DOCUMENT_RUN_ERRORS.queryMissing);
      const answer = await runTemplateQuery(context, query, args.variablesJsonString, {
        limit: DOCUMENT_RUN_LIMITS.rows,
      });
      const rows = answer.ok ? rowsOf(answer.value) : answer;
      const outcome = rows.ok
        ? await context.services.documentRuns.create(session, {
            templateId: template.id,
            rows: rows.value,
            output: args.output,
          })
        : rows;
      return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
    },
  }),
  cancelDocumentRun: t.field({
    type: ResultRef,
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.documentRuns.cancel(requireSession(context).tenantId, args.id)),
  }),
}));
