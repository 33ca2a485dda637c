import { EMAIL_ERRORS, recipientsOf } from '@carrier/contracts';
import { fail, type Outcome } from '../../core/outcome';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { TEXT_LENGTH } from '../../graphql/input-limits';
import { toResult, unwrap } from '../../graphql/outcome';
import { ResultRef } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { EMAIL_MJML_TYPE } from '../templates/kinds/email-mjml/email-mjml.content';
import { sendTestEmail } from '../templates/kinds/email-mjml/email-mjml.service';
import { runPreviewQuery } from '../templates/preview/preview-query.schema';
import { TemplateRenderParametersInput } from '../templates/template-types.schema';
import type { SentEmailRow } from './outbox.repository';
import type { OpenedEmail } from './outbox.service';

const TEST_MJML_TEMPLATE = 'testMjmlTemplate';

const TemplateRenderingInput = builder.inputType('templateRenderingInput', {
  fields: (t) => ({
    input: t.field({ type: TemplateRenderParametersInput }),
    logicalId: t.string(),
    templateId: t.string(),
  }),
});
const EmailMessageAttachmentInput = builder.inputType('emailMessageAttachmentInput', {
  fields: (t) => ({ key: t.string({ required: true }), name: t.string({ required: true }) }),
});
const EmailMessageInput = builder.inputType('emailMessageInput', {
  description: 'An email message',
  fields: (t) => ({
    attachments: t.field({ type: [EmailMessageAttachmentInput], required: { list: false, items: false } }),
    bccs: t.stringList({ required: { list: false, items: false } }),
    ccs: t.stringList({ required: { list: false, items: false } }),
    from: t.string({ description: 'Ignored: every mail leaves from the configured sender (MAIL_FROM).' }),
    fromName: t.string(),
    htmlContent: t.string({ ...TEXT_LENGTH }),
    replyTo: t.string(),
    replyToName: t.string(),
    subject: t.string(),
    templateRendering: t.field({ type: TemplateRenderingInput }),
    to: t.string(),
  }),
});
const ChatMessageInput = builder.inputType('chatMessageInput', {
  fields: (t) => ({
    attachements: t.stringList({ required: { list: false, items: false } }),
    content: t.string({ ...TEXT_LENGTH }),
    fromName: t.string(),
  }),
});
const InternalMessageInput = builder.inputType('internalMessageInput', {
  fields: (t) => ({
    dataJsonString: t.string({ ...TEXT_LENGTH }),
    templateRendering: t.field({ type: TemplateRenderingInput }),
  }),
});
const PushMessageDataInput = builder.inputType('pushMessageDataInput', {
  fields: (t) => ({ type: t.string({ required: true }), value: t.string({ required: true }) }),
});
const PushMessageInput = builder.inputType('pushMessageInput', {
  fields: (t) => ({
    content: t.string({ ...TEXT_LENGTH }),
    data: t.field({ type: [PushMessageDataInput], required: { list: false, items: false } }),
    title: t.string(),
    token: t.string(),
    topic: t.string(),
  }),
});
const SmsMessageInput = builder.inputType('smsMessageInput', {
  fields: (t) => ({
    body: t.string({ ...TEXT_LENGTH }),
    from: t.string(),
    templateRendering: t.field({ type: TemplateRenderingInput }),
    to: t.string(),
  }),
});
const SendNotificationInput = builder.inputType('sendNotificationInput', {
  description: 'The input to send notifications',
  fields: (t) => ({
    chatMessage: t.field({ type: ChatMessageInput }),
    emailMessage: t.field({ type: EmailMessageInput }),
    fromEntityId: t.string(),
    internalMessage: t.field({ type: InternalMessageInput }),
    offerId: t.string(),
    policyId: t.string(),
    pushMessage: t.field({ type: PushMessageInput }),
    smsMessage: t.field({ type: SmsMessageInput }),
    toEntityId: t.string(),
    toEntityIds: t.stringList({ required: { list: false, items: false } }),
    toTopic: t.string(),
    toTopicId: t.string(),
    type: t.string(),
    useConfig: t.boolean(),
  }),
});

type SendInput = typeof SendNotificationInput.$inferInput;

/**
 * A test email of an MJML template: the template's query runs as the signed-in user with the given
 * variables (as the preview does) unless content is given, then the email goes out with its attachments.
 * At most `EMAIL_LIMITS.recipients` To recipients, no Cc or Bcc, within the user's and the tenant's
 * send limits (`outbox.admitTestSend`, checked before anything renders).
 */
async function sendTestMjmlTemplate(context: GraphQLContext, input: SendInput): Promise<Outcome<string>> {
  const session = requireSession(context);
  const message = input.emailMessage;
  const templateId = message?.templateRendering?.templateId;
  if (!message || !templateId) return fail(EMAIL_ERRORS.emailMessageMissing);
  if (message.ccs?.some(Boolean) || message.bccs?.some(Boolean)) return fail(EMAIL_ERRORS.copiesUnsupported);
  const recipients = recipientsOf(message.to);
  if ('problem' in recipients) return fail(recipients.problem);
  const admitted = await context.services.outbox.admitTestSend(session);
  if (!admitted.ok) return admitted;
  const template = await context.services.templates.findOfType(session.tenantId, templateId, EMAIL_MJML_TYPE);
  if (!template.ok) return template;
  const given = message.templateRendering?.input;
  let renderInput = { ...given, name: given?.name || 'data' };
  if (!given?.contentJsonString && template.value.graphQlQuery?.trim()) {
    const data = await runPreviewQuery(context, template.value.graphQlQuery, given?.variablesJsonString);
    if (!data.ok) return data;
    renderInput = { ...renderInput, contentJsonString: data.value };
  }
  const extraFiles = (message.attachments ?? []).filter((item) => item !== null && item !== undefined);
  return sendTestEmail(context.services, session, {
    to: recipients.list.join(', '),
    subject: message.subject,
    templateId,
    input: renderInput,
    extraFiles: extraFiles.map((item) => ({ fileName: item.name, filePath: item.key })),
  });
}

type SentEmailAttachmentValue = OpenedEmail['attachments'][number] & { index: number };

const SentEmailAttachmentRef = builder.objectRef<SentEmailAttachmentValue>('sentEmailAttachment').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { nullable: false }),
    fileName: t.exposeString('fileName', { nullable: false }),
    contentType: t.exposeString('contentType', { nullable: false }),
    size: t.exposeInt('size', { nullable: false }),
    contentBase64: t.string({
      description: 'The bytes, base64-encoded (ask for them only when opening the attachment).',
      resolve: (attachment) => attachment.content.toString('base64'),
    }),
  }),
});
const SentEmailContentRef = builder.objectRef<OpenedEmail>('sentEmailContent').implement({
  description: 'A kept message read back from its MIME text, as the recipient receives it.',
  fields: (t) => ({
    html: t.exposeString('html'),
    text: t.exposeString('text'),
    attachments: t.field({
      type: [SentEmailAttachmentRef],
      nullable: false,
      resolve: (content) => content.attachments.map((attachment, index) => ({ ...attachment, index })),
    }),
  }),
});
const SentEmailSummaryAttachmentRef = builder
  .objectRef<{ fileName: string; contentType: string; size: number }>('sentEmailAttachmentSummary')
  .implement({
    fields: (t) => ({
      fileName: t.exposeString('fileName', { nullable: false }),
      contentType: t.exposeString('contentType', { nullable: false }),
      size: t.exposeInt('size', { nullable: false }),
    }),
  });
const SentEmailRef = builder.objectRef<SentEmailRow>('sentEmail').implement({
  description: 'An email in the outbox: sent (through SMTP or into the embedded outbox) or failed, with why.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    to: t.exposeString('toAddress', { nullable: false }),
    from: t.exposeString('fromAddress', { nullable: false }),
    subject: t.exposeString('subject', { nullable: false }),
    transport: t.exposeString('transport', { nullable: false, description: "'smtp' or 'outbox'" }),
    status: t.exposeString('status', { nullable: false, description: "'sent' or 'failed'" }),
    error: t.exposeString('error'),
    size: t.exposeInt('size', { nullable: false }),
    templateId: t.exposeString('templateId'),
    sentAt: t.field({ type: 'DateTime', nullable: false, resolve: (row) => row.sentAt }),
    sentBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.sentById, row.sentBy) }),
    attachments: t.field({ type: [SentEmailSummaryAttachmentRef], nullable: false, resolve: (row) => row.attachments }),
    content: t.field({
      type: SentEmailContentRef,
      resolve: async (row, _args, context) => unwrap(await context.services.outbox.open(row.tenantId, row.id)),
    }),
  }),
});
const SentEmailsRef = builder.objectRef<{ totalCount: number; rows: SentEmailRow[] }>('sentEmails').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    list: t.field({ type: [SentEmailRef], nullable: false, resolve: (page) => page.rows }),
  }),
});

builder.queryFields((t) => ({
  sentEmails: t.field({
    type: SentEmailsRef,
    nullable: false,
    description: "The tenant's outbox, newest first.",
    args: { limit: t.arg.int(), skip: t.arg.int() },
    resolve: (_root, args, context) =>
      context.services.outbox.list(requireSession(context).tenantId, args.limit, args.skip),
  }),
  sentEmail: t.field({
    type: SentEmailRef,
    nullable: true,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.outbox.find(requireSession(context).tenantId, args.id),
  }),
}));

builder.mutationField('sendNotification', (t) =>
  t.field({
    type: ResultRef,
    args: {
      input: t.arg({ type: SendNotificationInput, required: true }),
      captchaResponseToken: t.arg.string(),
      remoteIp: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      requireSession(context);
      if (args.input.type !== TEST_MJML_TEMPLATE)
        return toResult(fail(EMAIL_ERRORS.notificationTypeUnsupported(args.input.type ?? '')));
      return toResult(await sendTestMjmlTemplate(context, args.input));
    },
  }),
);
