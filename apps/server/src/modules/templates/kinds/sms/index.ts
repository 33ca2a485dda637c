import type { TemplateKind } from '../../template-kind';
import { registerSmsSchema } from './sms.schema';

export const smsKind: TemplateKind = {
  type: 'sms',
  aliases: ['smsNotification'],
  templateView: 'ViewTemplatesSms',
  formattedTypeName: 'SMS Notification',
  graphqlTypeName: 'smsTemplate',
  initialContent: () => ({ bodyLiquid: '' }),
  registerSchema: registerSmsSchema,
};
