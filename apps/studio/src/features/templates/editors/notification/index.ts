import { lazy } from 'react';
import { mutate } from '../../../../api/client';
import type { TemplateKindEntry } from '../kind-entry';
import { CreateNotificationMutation } from './graphql';

export const notificationKind: TemplateKindEntry = {
  type: 'notification',
  view: 'ViewTemplatesNotification',
  path: 'notification',
  create: async (input) => {
    await mutate(CreateNotificationMutation, { input }, (data) => data.createNotificationTemplate);
  },
  Editor: lazy(() => import('./NotificationEditor').then((module) => ({ default: module.NotificationEditor }))),
};
