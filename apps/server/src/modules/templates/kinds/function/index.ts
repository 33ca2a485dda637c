import type { TemplateKind } from '../../template-kind';
import { FUNCTION_TYPE, registerFunctionSchema } from './function.schema';

/** Function (spreadsheet): created, listed, edited in settings and deleted here; the engine comes in its own issue. */
export const functionKind: TemplateKind = {
  type: FUNCTION_TYPE,
  templateView: 'ViewTemplatesFunction',
  formattedTypeName: 'Function',
  graphqlTypeName: 'functionTemplate',
  initialContent: () => ({ engine: { name: 'excel', runTime: 'excel' }, inputs: [], outputs: [] }),
  registerSchema: registerFunctionSchema,
};
