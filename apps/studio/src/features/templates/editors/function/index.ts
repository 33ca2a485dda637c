import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateFunctionMutation } from './graphql';

export const functionKind: TemplateKindEntry = {
  type: 'function',
  name: localized('Function', '函數'),
  view: 'ViewTemplatesFunction',
  path: 'function',
  // Spec 001 §3: creation sets the engine to excel.
  create: async (input) => {
    const engine = { name: 'excel', runTime: 'excel' };
    await mutate(CreateFunctionMutation, { input: { ...input, engine } }, (data) => data.createFunctionTemplate);
  },
  Editor: lazy(() => import('./FunctionEditor').then((module) => ({ default: module.FunctionEditor }))),
};
