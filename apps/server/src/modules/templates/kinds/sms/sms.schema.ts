import { smsTemplateContent } from '@carrier/contracts';
import { builder } from '../../../../graphql/builder';
import { requireSession } from '../../../../graphql/context';
import { requestOutputBudget } from '../../../../platform/render/output-budget';
import {
  renderResult,
  storedContent,
  TemplateRenderParametersInput,
  templateObjectType,
} from '../../template-types.schema';
import { requestRenderScope } from '../../templates.service';
import { createTemplateMutation, updateTemplateMutation } from '../kind-mutations.schema';
import { bodyOf, renderSmsTemplate, SMS_TYPE, type SmsContent, smsContent } from './sms.service';

templateObjectType('smsTemplate', SMS_TYPE, (t) => ({
  bodyLiquid: t.string({ resolve: (template) => bodyOf(storedContent(smsTemplateContent, template)) }),
}));

const SmsRenderedRef = builder.objectRef<{ body: string }>('smsRendered').implement({
  fields: (t) => ({ body: t.exposeString('body') }),
});
const SmsRenderedResultRef = builder
  .objectRef<{ status: string; errors: string[]; value: { body: string } | null }>('smsRenderedResult')
  .implement({
    fields: (t) => ({
      status: t.exposeString('status', { nullable: false }),
      errors: t.exposeStringList('errors', { nullable: { list: true, items: true } }),
      value: t.field({ type: SmsRenderedRef, nullable: true, resolve: (result) => result.value }),
    }),
  });

const fields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  bodyLiquid: t.string(),
  description: t.string(),
  graphQlQuery: t.string(),
  logicalId: t.string(),
  name: t.string(),
});
const CreateInput = builder.inputType('createSmsTemplateInput', { fields });
const UpdateInput = builder.inputType('updateSmsTemplateInput', { fields });

createTemplateMutation({
  name: 'createSmsTemplate',
  type: SMS_TYPE,
  input: CreateInput,
  answer: 'result',
  content: (input) => smsContent(input.bodyLiquid),
});
updateTemplateMutation<typeof UpdateInput.$inferInput, SmsContent>({
  name: 'updateSmsTemplate',
  type: SMS_TYPE,
  input: UpdateInput,
  change: (input) => (content) => {
    const changed = smsContent(input.bodyLiquid);
    return changed.ok ? { ok: true, value: { ...content, ...changed.value } } : changed;
  },
});

builder.queryFields((t) => ({
  renderSms: t.field({
    type: SmsRenderedResultRef,
    args: { bodyLiquid: t.arg.string({ required: true }), input: t.arg({ type: TemplateRenderParametersInput }) },
    resolve: async (_root, args, context) => {
      const scope = requestRenderScope(requireSession(context), context);
      const warnings: string[] = [];
      const body = await context.services.templates.renderLiquid({
        source: args.bodyLiquid,
        input: args.input,
        warnings,
        ...scope,
      });
      return renderResult(body, (text) => ({ body: text }), warnings);
    },
  }),
  renderSmsTemplate: t.field({
    type: SmsRenderedResultRef,
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: TemplateRenderParametersInput }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const { templates } = context.services;
      const budget = requestOutputBudget(context);
      const rendered = await renderSmsTemplate(templates, session, args.templateId, args.input, budget);
      return renderResult(rendered, (value) => value);
    },
  }),
}));
