import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import { localized } from '../../../../i18n/localized';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateNotificationMutation } from './graphql';

export const notificationKind: TemplateKindEntry = {
  type: 'notification',
  name: localized('Notification', '通知'),
  view: 'ViewTemplatesNotification',
  path: 'notification',
  create: async (input) => {
    await mutate(CreateNotificationMutation, { input }, (data) => data.createNotificationTemplate);
  },
  Editor: lazy(() => import('./NotificationEditor').then((module) => ({ default: module.NotificationEditor }))),
};
