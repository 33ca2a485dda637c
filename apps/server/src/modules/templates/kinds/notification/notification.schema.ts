import { builder } from '../../../../graphql/builder';
import { requireSession } from '../../../../graphql/context';
import { requestOutputBudget } from '../../../../platform/render/output-budget';
import {
  renderResult,
  StringResultRef,
  TemplateRenderParametersInput,
  templateObjectType,
} from '../../template-types.schema';
import { createTemplateMutation, updateTemplateMutation } from '../kind-mutations.schema';
import { localizedHtml, NOTIFICATION_TYPE, renderNotificationTemplate } from './notification.service';

templateObjectType('notificationTemplate', NOTIFICATION_TYPE, (t) => ({
  localizedHtml: t.string({
    description: 'The HTML in the locale argument, else the request locale; stored with upsertL10n.',
    args: { locale: t.arg.string() },
    resolve: (template, args, context) =>
      localizedHtml(context.services.l10n, template.tenantId, template.id, args.locale || context.locale),
  }),
}));

const fields = {
  fields: (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
    description: t.string(),
    logicalId: t.string(),
    name: t.string(),
  }),
};
const CreateInput = builder.inputType('createNotificationTemplateInput', fields);
const UpdateInput = builder.inputType('updateNotificationTemplateInput', fields);
createTemplateMutation({
  name: 'createNotificationTemplate',
  type: NOTIFICATION_TYPE,
  input: CreateInput,
  answer: 'createdStatusResult',
});
updateTemplateMutation({ name: 'updateNotificationTemplate', type: NOTIFICATION_TYPE, input: UpdateInput });

builder.queryField('renderNotificationTemplate', (t) =>
  t.field({
    type: StringResultRef,
    description: 'The HTML of one locale (else the request locale) rendered with the input content.',
    args: {
      templateId: t.arg.string({ required: true }),
      locale: t.arg.string(),
      input: t.arg({ type: TemplateRenderParametersInput }),
    },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const locale = args.locale || context.locale;
      const warnings: string[] = [];
      const rendered = await renderNotificationTemplate(
        context.services,
        session,
        args.templateId,
        locale,
        args.input,
        requestOutputBudget(context),
        warnings,
      );
      return renderResult(rendered, (html) => html, warnings);
    },
  }),
);
