import { emailMjmlTemplateContent } from '@carrier/contracts';
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import { builder } from '../../../../graphql/builder';
import { requireSession } from '../../../../graphql/context';
import { TEXT_LENGTH } from '../../../../graphql/input-limits';
import { toResult } from '../../../../graphql/outcome';
import { ResultRef } from '../../../../graphql/result';
import type { MjmlWarning } from '../../../../platform/render/mjml/mjml-engine';
import type { TemplateRow } from '../../template-kind';
import {
  StringResultRef,
  storedContent,
  TemplateRenderParametersInput,
  templateObjectType,
} from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';
import { createAttachmentChanges } from './email-attachments.service';
import { EMAIL_MJML_TYPE, emailContent } from './email-mjml.content';
import { type RenderedEmail, renderEmailMarkup, renderEmailTemplate, warningTexts } from './email-mjml.service';

const CONTENT_KEYS = ['mjml', 'subject'] as const;

type EmailAttachmentValue = { fileName: string; contentType: string; content: Uint8Array };
type EmailRenderedValue = Omit<RenderedEmail, 'attachments'> & { attachments: EmailAttachmentValue[] };
type EmailRenderedResult = { status: string; errors: string[]; value: EmailRenderedValue | null };

/** Whether a selection set asks for `path` (field names); fragment spreads count as yes. */
function selects(selectionSet: SelectionSetNode | undefined, path: readonly string[]): boolean {
  if (!selectionSet) return false;
  if (path.length === 0) return true;
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) return true;
    if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet, path);
    if (selection.name.value !== path[0]) return false;
    return path.length === 1 || selects(selection.selectionSet, path.slice(1));
  });
}

/** Whether the operation selects `value { text }`: the plain-text part costs a pass over the HTML. */
const selectsText = (info: GraphQLResolveInfo) =>
  info.fieldNodes.some((field) => selects(field.selectionSet, ['value', 'text']));

const AttachmentReferenceRef = builder
  .objectRef<{ id: string; fileName: string; filePath: string }>('emailAttachmentReference')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      fileName: t.exposeString('fileName'),
      filePath: t.exposeString('filePath'),
    }),
  });
const AttachmentTemplateRef = builder
  .objectRef<{ attachmentTemplateId: string; fileName: string; templateId: string }>('emailAttachmentTemplate')
  .implement({
    fields: (t) => ({
      attachmentTemplateId: t.exposeString('attachmentTemplateId'),
      fileName: t.exposeString('fileName'),
      templateId: t.exposeString('templateId'),
    }),
  });
const contentOf = (template: TemplateRow) => emailContent(storedContent(emailMjmlTemplateContent, template));
templateObjectType('emailMjmlTemplate', EMAIL_MJML_TYPE, (t) => ({
  mjml: t.string({ resolve: (template) => contentOf(template).mjml }),
  subject: t.string({ resolve: (template) => contentOf(template).subject }),
  attachmentReferences: t.field({
    type: [AttachmentReferenceRef],
    resolve: (template) => contentOf(template).attachmentReferences,
  }),
  attachmentTemplates: t.field({
    type: [AttachmentTemplateRef],
    resolve: (template) => contentOf(template).attachmentTemplates,
  }),
}));

const fields = {
  fields: (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
    description: t.string(),
    graphQlQuery: t.string({ ...TEXT_LENGTH }),
    logicalId: t.string(),
    mjml: t.string({ ...TEXT_LENGTH }),
    name: t.string(),
    subject: t.string(),
  }),
};
const CreateInput = builder.inputType('createEmailMjmlTemplateInput', fields);
const UpdateInput = builder.inputType('updateEmailMjmlTemplateInput', fields);
createTemplateMutation({
  name: 'createEmailMjmlTemplate',
  type: EMAIL_MJML_TYPE,
  input: CreateInput,
  answer: 'result',
  content: (input) => pickContent(input, CONTENT_KEYS),
});
updateTemplateMutation({
  name: 'updateEmailMjmlTemplate',
  type: EMAIL_MJML_TYPE,
  input: UpdateInput,
  change: mergeContent(CONTENT_KEYS),
});

const WarningRef = builder.objectRef<MjmlWarning>('emailMjmlWarning').implement({
  description: 'An MJML validation warning; its line is in the markup after Liquid.',
  fields: (t) => ({
    line: t.exposeInt('line', { nullable: false }),
    tagName: t.exposeString('tagName'),
    message: t.exposeString('message', { nullable: false }),
  }),
});
const EmailAttachmentRef = builder.objectRef<EmailAttachmentValue>('emailAttachment').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.int({ resolve: (attachment) => attachment.content.byteLength }),
    bytes: t.field({
      type: ['Byte'],
      description: 'The bytes, one number each (as the reference answers PDFs); contentBase64 is smaller.',
      resolve: (attachment) => Array.from(attachment.content),
    }),
    contentBase64: t.string({
      description: 'The bytes, base64-encoded.',
      resolve: (attachment) => Buffer.from(attachment.content).toString('base64'),
    }),
  }),
});
const EmailRenderedRef = builder.objectRef<EmailRenderedValue>('emailRendered').implement({
  fields: (t) => ({
    html: t.exposeString('html'),
    attachments: t.field({ type: [EmailAttachmentRef], resolve: (value) => value.attachments }),
    subject: t.exposeString('subject', { description: 'The subject with Liquid applied.' }),
    text: t.exposeString('text', { nullable: true, description: 'The plain-text part.' }),
    warnings: t.field({ type: [WarningRef], nullable: false, resolve: (value) => value.warnings }),
  }),
});
const EmailRenderedResultRef = builder.objectRef<EmailRenderedResult>('emailRenderedResult').implement({
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors', { nullable: { list: true, items: true } }),
    value: t.field({ type: EmailRenderedRef, nullable: true, resolve: (result) => result.value }),
  }),
});
const emailResult = (
  outcome: Awaited<ReturnType<typeof renderEmailMarkup>> | Awaited<ReturnType<typeof renderEmailTemplate>>,
): EmailRenderedResult => {
  if (!outcome.ok) return { status: 'failure', errors: [outcome.problem.message], value: null };
  const attachments = 'attachments' in outcome.value ? outcome.value.attachments : [];
  return {
    status: 'success',
    errors: warningTexts(outcome.value),
    value: {
      ...outcome.value,
      attachments: attachments.map((attachment) => ({
        fileName: attachment.filename,
        contentType: attachment.contentType ?? 'application/octet-stream',
        content: attachment.content,
      })),
    },
  };
};

builder.queryFields((t) => ({
  emailAttachmentTemplateTypes: t.stringList({
    nullable: false,
    description: 'The template types an email can attach (kinds that render PDFs), for the attachment picker.',
    resolve: (_root, _args, context) => {
      requireSession(context);
      return context.services.templates.kinds.filter((kind) => kind.renderPdf).map((kind) => kind.type);
    },
  }),
  renderEmailMjml: t.field({
    type: StringResultRef,
    description:
      "Liquid, then MJML; the value is the HTML. Liquid and MJML warnings come in errors ('liquid|<line>:<column>|<message>', 'mjml|<line>:1|<message>').",
    args: {
      emailMjml: t.arg.string({ required: true, ...TEXT_LENGTH }),
      input: t.arg({ type: TemplateRenderParametersInput }),
    },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const rendered = await renderEmailMarkup(context.services, {
        mjml: args.emailMjml,
        input: args.input,
        text: false,
        tenant: session.tenantId,
      });
      return rendered.ok
        ? { status: 'success', errors: warningTexts(rendered.value), value: rendered.value.html }
        : { status: 'failure', errors: [rendered.problem.message], value: null };
    },
  }),
  renderEmailMjmlPreview: t.field({
    type: EmailRenderedResultRef,
    description: 'The editor preview of unsaved markup and subject: HTML, plain text, subject and warnings.',
    args: {
      emailMjml: t.arg.string({ required: true, ...TEXT_LENGTH }),
      subject: t.arg.string(),
      input: t.arg({ type: TemplateRenderParametersInput }),
    },
    resolve: async (_root, args, context, info) => {
      const session = requireSession(context);
      return emailResult(
        await renderEmailMarkup(context.services, {
          mjml: args.emailMjml,
          subject: args.subject ?? '',
          input: args.input,
          text: selectsText(info),
          tenant: session.tenantId,
        }),
      );
    },
  }),
  renderEmailMjmlTemplate: t.field({
    type: EmailRenderedResultRef,
    args: {
      templateId: t.arg.string({ required: true }),
      includeAttachments: t.arg.boolean(),
      input: t.arg({ type: TemplateRenderParametersInput }),
    },
    resolve: async (_root, args, context, info) => {
      const session = requireSession(context);
      return emailResult(
        await renderEmailTemplate(context.services, session, args.templateId, args.input, {
          includeAttachments: args.includeAttachments ?? false,
          text: selectsText(info),
        }),
      );
    },
  }),
}));

const AddReferenceInput = builder.inputType('addEmailAttachmentReferenceInput', {
  fields: (t) => ({ fileName: t.string({ required: true }), filePath: t.string({ required: true }) }),
});
const AddTemplateInput = builder.inputType('addEmailAttachmentTemplateInput', {
  fields: (t) => ({ fileName: t.string({ required: true }), templateId: t.string({ required: true }) }),
});
builder.mutationFields((t) => ({
  addEmailAttachmentReference: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: AddReferenceInput, required: true }) },
    resolve: async (_root, args, context) =>
      toResult(
        await createAttachmentChanges(context.services, requireSession(context)).addReference(
          args.templateId,
          args.input,
        ),
      ),
  }),
  addEmailAttachmentTemplate: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: AddTemplateInput, required: true }) },
    resolve: async (_root, args, context) =>
      toResult(
        await createAttachmentChanges(context.services, requireSession(context)).addTemplate(
          args.templateId,
          args.input,
        ),
      ),
  }),
  removeEmailAttachmentReference: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), attachmentReferenceId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(
        await createAttachmentChanges(context.services, requireSession(context)).removeReference(
          args.templateId,
          args.attachmentReferenceId,
        ),
      ),
  }),
  removeEmailAttachmentTemplate: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), attachmentTemplateId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(
        await createAttachmentChanges(context.services, requireSession(context)).removeTemplate(
          args.templateId,
          args.attachmentTemplateId,
        ),
      ),
  }),
}));
