import { functionTemplateContent } from '@carrier/contracts';
import type { TemplateKind } from '../../template-kind';
import { EXCEL_ENGINE, FUNCTION_TYPE } from './function.service';

/** Function: an Excel workbook whose input_* and output_* names make a calculation (spec 001). */
export const functionKind: TemplateKind = {
  type: FUNCTION_TYPE,
  templateView: 'ViewTemplatesFunction',
  formattedTypeName: 'Function',
  graphqlTypeName: 'functionTemplate',
  initialContent: () => ({ engine: { ...EXCEL_ENGINE }, inputs: [], outputs: [] }),
  content: functionTemplateContent,
};
