import { builder } from '../../../../graphql/builder';
import { templateObjectType } from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';

export const PDF_DRAWING_TYPE = 'pdfDrawing';
const CONTENT_KEYS = ['fileKey', 'password', 'passwordLiquid'] as const;

export function registerPdfDrawingSchema() {
  templateObjectType('pdfDrawingTemplate', PDF_DRAWING_TYPE, (t) => ({
    fileKey: t.string({ resolve: (template) => (template.content.fileKey as string | undefined) ?? null }),
    passwordLiquid: t.string({
      resolve: (template) => (template.content.passwordLiquid as string | undefined) ?? null,
    }),
  }));
  // The reference updates a PDF drawing template with its create input.
  const Input = builder.inputType('createPdfDrawingTemplateInput', {
    fields: (t) => ({
      description: t.string(),
      fileKey: t.string(),
      graphQlQuery: t.string(),
      logicalId: t.string(),
      name: t.string(),
      password: t.string(),
      passwordLiquid: t.string(),
    }),
  });
  createTemplateMutation({
    name: 'createPdfDrawingTemplate',
    type: PDF_DRAWING_TYPE,
    input: Input,
    answer: 'result',
    content: (input) => pickContent(input, CONTENT_KEYS),
  });
  updateTemplateMutation({
    name: 'updatePdfDrawingTemplate',
    type: PDF_DRAWING_TYPE,
    input: Input,
    change: mergeContent(CONTENT_KEYS),
  });
}
