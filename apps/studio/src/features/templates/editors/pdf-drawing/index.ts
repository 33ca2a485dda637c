import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreatePdfDrawingMutation } from './graphql';

export const pdfDrawingKind: TemplateKindEntry = {
  type: 'pdfDrawing',
  name: localized('PDF Drawing', 'PDF 繪製'),
  view: 'ViewTemplatesPdfDrawing',
  path: 'pdf-drawing',
  create: async (input) => {
    await mutate(CreatePdfDrawingMutation, { input }, (data) => data.createPdfDrawingTemplate);
  },
  documentRuns: 'folder',
  Editor: lazy(() => import('./PdfDrawingEditor').then((module) => ({ default: module.PdfDrawingEditor }))),
};
