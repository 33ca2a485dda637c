import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateEmailMjmlMutation } from './graphql';

export const emailMjmlKind: TemplateKindEntry = {
  type: 'emailMjml',
  name: localized('Email', '電郵'),
  view: 'ViewTemplatesEmailMjml',
  path: 'email-mjml',
  create: async (input) => {
    await mutate(CreateEmailMjmlMutation, { input }, (data) => data.createEmailMjmlTemplate);
  },
  documentRuns: 'email',
  Editor: lazy(() => import('./EmailMjmlEditor').then((module) => ({ default: module.EmailMjmlEditor }))),
};
