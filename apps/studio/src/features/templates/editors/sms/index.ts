import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateSmsMutation } from './graphql';

export const smsKind: TemplateKindEntry = {
  type: 'sms',
  name: localized('SMS Notification', '短訊通知'),
  view: 'ViewTemplatesSms',
  path: 'sms-notifications',
  create: async (input) => {
    await mutate(CreateSmsMutation, { input: { ...input, bodyLiquid: '' } }, (data) => data.createSmsTemplate);
  },
  documentRuns: 'folder',
  Editor: lazy(() => import('./SmsEditor').then((module) => ({ default: module.SmsEditor }))),
};
