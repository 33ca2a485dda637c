import { smsTemplateContent } from '@carrier/contracts';
import type { TemplateKind } from '../../template-kind';

export const smsKind: TemplateKind = {
  type: 'sms',
  aliases: ['smsNotification'],
  templateView: 'ViewTemplatesSms',
  formattedTypeName: 'SMS Notification',
  graphqlTypeName: 'smsTemplate',
  initialContent: () => ({ bodyLiquid: '' }),
  content: smsTemplateContent,
};
