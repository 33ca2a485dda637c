import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateWkhtmltopdfMutation } from './graphql';

export const wkhtmltopdfKind: TemplateKindEntry = {
  type: 'wkhtmltopdf',
  view: 'ViewTemplatesWkhtml',
  path: 'html-pdf',
  create: async (input) => {
    await mutate(CreateWkhtmltopdfMutation, { input }, (data) => data.createWkhtmltopdfTemplate);
  },
  Editor: lazy(() => import('./WkhtmltopdfEditor').then((module) => ({ default: module.WkhtmltopdfEditor }))),
};
