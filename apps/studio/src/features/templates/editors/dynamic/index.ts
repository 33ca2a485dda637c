import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateDynamicMutation } from './graphql';

export const dynamicKind: TemplateKindEntry = {
  type: 'dynamic',
  name: localized('Dynamic', '動態'),
  view: 'ViewTemplatesDynamic',
  path: 'dynamic',
  create: async (input) => {
    await mutate(CreateDynamicMutation, { input }, (data) => data.createDynamicTemplate);
  },
  Editor: lazy(() => import('./DynamicEditor').then((module) => ({ default: module.DynamicEditor }))),
};
