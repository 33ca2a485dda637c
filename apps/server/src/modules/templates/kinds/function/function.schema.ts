import { builder } from '../../../../graphql/builder';
import { templateObjectType } from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';

export const FUNCTION_TYPE = 'function';
type Engine = { id?: string | null; name?: string | null; runTime?: string | null; version?: string | null };
const CONTENT_KEYS = ['fileKey', 'engine'] as const;

export function registerFunctionSchema() {
  const EngineRef = builder.objectRef<Engine>('engine').implement({
    fields: (t) => ({
      id: t.string({ nullable: true, resolve: (engine) => engine.id ?? null }),
      name: t.string({ nullable: true, resolve: (engine) => engine.name ?? null }),
      runTime: t.string({ nullable: true, resolve: (engine) => engine.runTime ?? null }),
      version: t.string({ nullable: true, resolve: (engine) => engine.version ?? null }),
    }),
  });
  templateObjectType('functionTemplate', FUNCTION_TYPE, (t) => ({
    fileKey: t.string({ resolve: (template) => (template.content.fileKey as string | undefined) ?? null }),
    engine: t.field({
      type: EngineRef,
      resolve: (template) => (template.content.engine as Engine | undefined) ?? null,
    }),
  }));

  const EngineInput = builder.inputType('engineInput', {
    fields: (t) => ({ id: t.string(), name: t.string(), runTime: t.string(), version: t.string() }),
  });
  const FunctionInputInput = builder.inputType('functionInputInput', {
    fields: (t) => ({ liquid: t.string(), name: t.string(), type: t.string(), var: t.string() }),
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
    content: (input) => pickContent(input, [...CONTENT_KEYS, 'inputs', 'outputs']),
  });
  updateTemplateMutation({
    name: 'updateFunctionTemplate',
    type: FUNCTION_TYPE,
    input: UpdateInput,
    idArgument: 'id',
    change: mergeContent(CONTENT_KEYS),
  });
}
