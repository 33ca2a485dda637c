import { mutate } from '../../../../api/client';
import type { TemplateKindEntry } from '../kind-entry';
import { settingsOnlyEditor } from '../settings-only';
import { CreatePdfDrawingMutation, UpdatePdfDrawingMutation } from './graphql';

export const pdfDrawingKind: TemplateKindEntry = {
  type: 'pdfDrawing',
  view: 'ViewTemplatesPdfDrawing',
  path: 'pdf-drawing',
  create: async (input) => {
    await mutate(CreatePdfDrawingMutation, { input }, (data) => data.createPdfDrawingTemplate);
  },
  Editor: settingsOnlyEditor('pdfDrawing', (id, input) =>
    mutate(UpdatePdfDrawingMutation, { templateId: id, input }, (data) => data.updatePdfDrawingTemplate),
  ),
};
