import { z } from 'zod';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

const text = z.string().nullish();
const functionInput = z.object({
  id: z.string(),
  name: z.string(),
  var: z.string(),
  liquid: z.string(),
  type: z.string().nullish(),
});
const functionOutput = z.object({ id: z.string(), name: z.string(), var: z.string() });

/** A function template's content: the workbook's file key, the engine, the input_* and output_* names. */
export const functionTemplateContent = defineTemplateContent({
  version: 1,
  schema: z.looseObject({
    fileKey: text,
    engine: z.object({ id: text, name: text, runTime: text, version: text }).nullish(),
    inputs: z.array(functionInput).optional(),
    outputs: z.array(functionOutput).optional(),
  }),
  migrations: [UNVERSIONED_CONTENT],
});
export type FunctionTemplateContent = z.output<typeof functionTemplateContent.schema>;
