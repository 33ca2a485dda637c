import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateSmsMutation } from './graphql';

export const smsKind: TemplateKindEntry = {
  type: 'sms',
  view: 'ViewTemplatesSms',
  path: 'sms-notifications',
  create: async (input) => {
    await mutate(CreateSmsMutation, { input: { ...input, bodyLiquid: '' } }, (data) => data.createSmsTemplate);
  },
  Editor: lazy(() => import('./SmsEditor').then((module) => ({ default: module.SmsEditor }))),
};
