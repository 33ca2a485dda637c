import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateWkhtmltopdfMutation } from './graphql';

export const wkhtmltopdfKind: TemplateKindEntry = {
  type: 'wkhtmltopdf',
  name: localized('Html to Pdf', 'HTML 轉 PDF'),
  view: 'ViewTemplatesWkhtml',
  path: 'html-pdf',
  create: async (input) => {
    await mutate(CreateWkhtmltopdfMutation, { input }, (data) => data.createWkhtmltopdfTemplate);
  },
  documentRuns: 'folder',
  Editor: lazy(() => import('./WkhtmltopdfEditor').then((module) => ({ default: module.WkhtmltopdfEditor }))),
};
