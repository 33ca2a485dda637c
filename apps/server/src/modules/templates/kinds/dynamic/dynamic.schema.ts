import { dynamicTemplateContent } from '@carrier/contracts';
import { builder } from '../../../../graphql/builder';
import { requireSession } from '../../../../graphql/context';
import { toResult } from '../../../../graphql/outcome';
import { ResultRef } from '../../../../graphql/result';
import { ScalarValueInput } from '../../../../graphql/types/scalar-value';
import { requestOutputBudget } from '../../../../platform/render/output-budget';
import {
  renderResult,
  StringResultRef,
  storedContent,
  TemplateRenderParametersInput,
  templateObjectType,
} from '../../template-types.schema';
import { createTemplateMutation, updateTemplateMutation } from '../kind-mutations.schema';
import { DYNAMIC_TYPE, type DynamicValue, dynamicValues, renderDynamicTemplate, valuesOf } from './dynamic.service';

const DynamicValueRef = builder.objectRef<DynamicValue>('dynamicValue').implement({
  fields: (t) => ({
    valueId: t.exposeString('valueId', { nullable: false }),
    valueJsonString: t.exposeString('valueJsonString'),
  }),
});
templateObjectType('dynamicTemplate', DYNAMIC_TYPE, (t) => ({
  dynamicValues: t.field({
    type: [DynamicValueRef],
    resolve: (template) => valuesOf(storedContent(dynamicTemplateContent, template)),
  }),
}));

const CreateInput = builder.inputType('createDynamicTemplateInput', {
  fields: (t) => ({
    description: t.string(),
    logicalId: t.string(),
    name: t.string(),
    tags: t.stringList({ required: { list: false, items: false } }),
  }),
});
const UpdateInput = builder.inputType('updateDynamicTemplateInput', {
  fields: (t) => ({
    description: t.string(),
    logicalId: t.string(),
    name: t.string(),
    tags: t.stringList({ required: { list: false, items: false } }),
  }),
});
createTemplateMutation({
  name: 'createDynamicTemplate',
  type: DYNAMIC_TYPE,
  input: CreateInput,
  answer: 'createdStatusResult',
});
updateTemplateMutation({ name: 'updateDynamicTemplate', type: DYNAMIC_TYPE, input: UpdateInput });

const valueFields = {
  fields: (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
    value: t.field({ type: ScalarValueInput }),
    valueJsonString: t.string(),
  }),
};
const AddValueInput = builder.inputType('addDynamicValueToTemplateInput', valueFields);
const UpdateValueInput = builder.inputType('updateDynamicValueOfTemplateInput', valueFields);

builder.mutationFields((t) => ({
  addDynamicValueToTemplate: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: AddValueInput, required: true }) },
    resolve: async (_root, args, context) => {
      const values = dynamicValues(context.services.templates, requireSession(context));
      return toResult(await values.add(args.templateId, args.input));
    },
  }),
  updateDynamicValueOfTemplate: t.field({
    type: ResultRef,
    args: {
      templateId: t.arg.string({ required: true }),
      valueId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateValueInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const values = dynamicValues(context.services.templates, requireSession(context));
      return toResult(await values.update(args.templateId, args.valueId, args.input));
    },
  }),
  removeDynamicValueFromTemplate: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), valueId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const values = dynamicValues(context.services.templates, requireSession(context));
      return toResult(await values.remove(args.templateId, args.valueId));
    },
  }),
}));

builder.queryField('renderDynamicTemplate', (t) =>
  t.field({
    type: StringResultRef,
    description: "Each value's JSON rendered as Liquid; the value is a JSON array of the results.",
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: TemplateRenderParametersInput }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const { templates } = context.services;
      const budget = requestOutputBudget(context);
      const warnings: string[] = [];
      const rendered = await renderDynamicTemplate(templates, session, args.templateId, args.input, budget, warnings);
      return renderResult(rendered, (json) => json, [...new Set(warnings)]);
    },
  }),
);
