import { functionTemplateContent } from '@carrier/contracts';
import { ok } from '../../../../core/outcome';
import { builder } from '../../../../graphql/builder';
import type { GraphQLContext as Context } from '../../../../graphql/context';
import { requireSession } from '../../../../graphql/context';
import { TEXT_LENGTH } from '../../../../graphql/input-limits';
import { toResult } from '../../../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../../../graphql/result';
import type { WorkbookName } from '../../../../platform/render/formula/workbook-reader';
import type { TemplateRow } from '../../template-kind';
import { storedContent, TemplateRenderParametersInput, templateObjectType } from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';
import {
  checkFileKey,
  type Engine,
  EXCEL_ENGINE,
  FUNCTION_TYPE,
  type FunctionDeps,
  type FunctionInput,
  functionFields,
  initialFields,
  inputsOf,
  outputsOf,
  type RenderedOutput,
  renderFunctionTemplate,
  workbookNames,
} from './function.service';

const CONTENT_KEYS = ['fileKey', 'engine'] as const;
type RenderOutput = { status: string; errors: string[]; value: RenderedOutput[] | null; defaultsUsed: string[] };

const depsOf = (context: Context): FunctionDeps => ({
  templates: context.services.templates,
  files: context.services.files,
  formulas: context.services.formulas,
});

const EngineRef = builder.objectRef<Engine>('engine').implement({
  fields: (t) => ({
    id: t.string({ nullable: true, resolve: (engine) => engine.id ?? null }),
    name: t.string({ nullable: true, resolve: (engine) => engine.name ?? null }),
    runTime: t.string({ nullable: true, resolve: (engine) => engine.runTime ?? null }),
    version: t.string({ nullable: true, resolve: (engine) => engine.version ?? null }),
  }),
});
const FunctionInputRef = builder.objectRef<FunctionInput>('functionInput').implement({
  description: "A function template's input: its Liquid, rendered with the data, goes to the workbook name var.",
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    var: t.exposeString('var'),
    liquid: t.exposeString('liquid'),
    type: t.exposeString('type', { nullable: true }),
  }),
});
/** The reference's render item; a template's outputs use it too (without a value). */
const FunctionOutputRef = builder
  .objectRef<{ id: string; name: string; var: string; valueJsonString?: string | null }>('functionOutput')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.exposeString('name'),
      var: t.exposeString('var'),
      valueJsonString: t.string({ nullable: true, resolve: (output) => output.valueJsonString ?? null }),
    }),
  });
const contentOf = (template: TemplateRow) => storedContent(functionTemplateContent, template);
templateObjectType('functionTemplate', FUNCTION_TYPE, (t) => ({
  fileKey: t.string({ resolve: (template) => contentOf(template).fileKey ?? null }),
  engine: t.field({ type: EngineRef, resolve: (template) => contentOf(template).engine ?? null }),
  inputs: t.field({ type: [FunctionInputRef], resolve: (template) => inputsOf(contentOf(template)) }),
  outputs: t.field({ type: [FunctionOutputRef], resolve: (template) => outputsOf(contentOf(template)) }),
}));

const EngineInput = builder.inputType('engineInput', {
  fields: (t) => ({ id: t.string(), name: t.string(), runTime: t.string(), version: t.string() }),
});
const FunctionInputInput = builder.inputType('functionInputInput', {
  fields: (t) => ({ liquid: t.string(TEXT_LENGTH), name: t.string(), type: t.string(), var: t.string() }),
});
const FunctionOutputInput = builder.inputType('functionOutputInput', {
  fields: (t) => ({ name: t.string(), var: t.string() }),
});
const CreateInput = builder.inputType('createFunctionTemplateInput', {
  fields: (t) => ({
    description: t.string(),
    engine: t.field({ type: EngineInput }),
    fileKey: t.string(),
    graphQlQuery: t.string(),
    inputs: t.field({ type: [FunctionInputInput], required: { list: false, items: false } }),
    logicalId: t.string(),
    name: t.string(),
    outputs: t.field({ type: [FunctionOutputInput], required: { list: false, items: false } }),
  }),
});
const UpdateInput = builder.inputType('updateFunctionTemplateInput', {
  fields: (t) => ({
    description: t.string(),
    engine: t.field({ type: EngineInput }),
    fileKey: t.string(),
    graphQlQuery: t.string(),
    logicalId: t.string(),
    name: t.string(),
  }),
});
createTemplateMutation({
  name: 'createFunctionTemplate',
  type: FUNCTION_TYPE,
  input: CreateInput,
  answer: 'createdStatusResult',
  // Spec 001 §3: creation sets the engine to excel.
  content: (input) => {
    const file = checkFileKey(input.fileKey);
    if (!file.ok) return file;
    const picked = pickContent(input, [...CONTENT_KEYS]);
    if (!picked.ok) return picked;
    const fields = initialFields(input.inputs, input.outputs);
    if (!fields.ok) return fields;
    const engine = { ...(input.engine ?? {}), ...EXCEL_ENGINE };
    return ok({ ...picked.value, engine, ...fields.value });
  },
});
const mergeFunction = mergeContent(CONTENT_KEYS);
updateTemplateMutation({
  name: 'updateFunctionTemplate',
  type: FUNCTION_TYPE,
  input: UpdateInput,
  idArgument: 'id',
  change: (input) => (content, template) => {
    const file = checkFileKey(input.fileKey);
    return file.ok ? mergeFunction(input)(content, template) : file;
  },
});

builder.mutationFields((t) => ({
  addInputToFunctionTemplate: t.field({
    type: CreatedStatusResultRef,
    args: { id: t.arg.string({ required: true }), input: t.arg({ type: FunctionInputInput, required: true }) },
    resolve: async (_root, args, context) => {
      const added = await functionFields(context.services.templates, requireSession(context)).addInput(
        args.id,
        args.input,
      );
      return added.ok ? created(added.value) : createdFailure(added.problem);
    },
  }),
  updateInputOfFunctionTemplate: t.field({
    type: ResultRef,
    args: {
      input: t.arg({ type: FunctionInputInput, required: true }),
      inputId: t.arg.string({ required: true }),
      templateId: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) =>
      toResult(
        await functionFields(context.services.templates, requireSession(context)).updateInput(
          args.templateId,
          args.inputId,
          args.input,
        ),
      ),
  }),
  removeInputFromFunctionTemplate: t.field({
    type: ResultRef,
    args: { inputId: t.arg.string({ required: true }), templateId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(
        await functionFields(context.services.templates, requireSession(context)).removeInput(
          args.templateId,
          args.inputId,
        ),
      ),
  }),
  addOutputToFunctionTemplate: t.field({
    type: CreatedStatusResultRef,
    args: { id: t.arg.string({ required: true }), input: t.arg({ type: FunctionOutputInput, required: true }) },
    resolve: async (_root, args, context) => {
      const added = await functionFields(context.services.templates, requireSession(context)).addOutput(
        args.id,
        args.input,
      );
      return added.ok ? created(added.value) : createdFailure(added.problem);
    },
  }),
  removeOutputFromFunctionTemplate: t.field({
    type: ResultRef,
    args: { outputId: t.arg.string({ required: true }), templateId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(
        await functionFields(context.services.templates, requireSession(context)).removeOutput(
          args.templateId,
          args.outputId,
        ),
      ),
  }),
}));

const RenderOutputRef = builder.objectRef<RenderOutput>('functionRenderOutput').implement({
  description: 'A result object with a created status object and potential errors',
  fields: (t) => ({
    errors: t.exposeStringList('errors', { nullable: { list: true, items: true } }),
    status: t.exposeString('status'),
    value: t.field({
      type: [FunctionOutputRef],
      nullable: { list: true, items: true },
      resolve: (result) => result.value,
    }),
    defaultsUsed: t.exposeStringList('defaultsUsed', {
      nullable: false,
      description: "The inputs that kept the workbook's own value (no Liquid, or it rendered empty).",
    }),
  }),
});
builder.queryField('renderFunctionTemplate', (t) =>
  t.field({
    type: RenderOutputRef,
    args: { input: t.arg({ type: TemplateRenderParametersInput }), templateId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context): Promise<RenderOutput> => {
      const session = requireSession(context);
      const rendered = await renderFunctionTemplate(depsOf(context), session, args.templateId, args.input);
      return rendered.ok
        ? { status: 'success', errors: [], value: rendered.value.outputs, defaultsUsed: rendered.value.defaultsUsed }
        : { status: 'failure', errors: [rendered.problem.message], value: null, defaultsUsed: [] };
    },
  }),
);

const NameColumnRef = builder.objectRef<WorkbookName['columns'][number]>('functionWorkbookColumn').implement({
  fields: (t) => ({ label: t.exposeString('label'), dataType: t.exposeString('dataType') }),
});
const WorkbookNameRef = builder.objectRef<WorkbookName>('functionWorkbookName').implement({
  description: 'A defined name of a workbook: one cell (label, data type) or a range (columns of its header row).',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    sheet: t.exposeString('sheet'),
    reference: t.exposeString('reference'),
    kind: t.exposeString('kind', { description: "'cell' or 'range'" }),
    label: t.exposeString('label'),
    dataType: t.exposeString('dataType', { description: 'string, boolean, number, error, date or stub' }),
    columns: t.field({ type: [NameColumnRef], resolve: (name) => name.columns }),
  }),
});
type NamesResult = { status: string; errors: string[]; value: WorkbookName[] | null };
const NamesResultRef = builder.objectRef<NamesResult>('functionWorkbookNamesResult').implement({
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors'),
    value: t.field({ type: [WorkbookNameRef], nullable: true, resolve: (result) => result.value }),
  }),
});
builder.queryField('functionWorkbookNames', (t) =>
  t.field({
    type: NamesResultRef,
    description: "The defined names of an xlsx file of the file service (the function editor's comparison).",
    args: { fileKey: t.arg.string({ required: true }) },
    resolve: async (_root, args, context): Promise<NamesResult> => {
      const names = await workbookNames(depsOf(context), requireSession(context), args.fileKey);
      return names.ok
        ? { status: 'success', errors: [], value: names.value }
        : { status: 'failure', errors: [names.problem.message], value: null };
    },
  }),
);
