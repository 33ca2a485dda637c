import { notificationTemplateContent, notificationTextKey } from '@carrier/contracts';
import { createL10nRepository } from '../../../l10n/l10n.repository';
import type { TemplateKind } from '../../template-kind';

export const notificationKind: TemplateKind = {
  type: 'notification',
  templateView: 'ViewTemplatesNotification',
  formattedTypeName: 'Notification',
  graphqlTypeName: 'notificationTemplate',
  initialContent: () => ({}),
  content: notificationTemplateContent,
  // The HTML lives in l10n texts, one per locale; they go with the template.
  onDelete: async (tx, template) => {
    await createL10nRepository(tx).remove(template.tenantId, notificationTextKey(template.id));
  },
};
