import { z } from 'zod';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

/** An SMS template's content: the body, Liquid (what the studio's SMS editor edits). */
export const smsTemplateContent = defineTemplateContent({
  version: 1,
  schema: z.looseObject({ bodyLiquid: z.string().optional() }),
  migrations: [UNVERSIONED_CONTENT],
});
export type SmsTemplateContent = z.output<typeof smsTemplateContent.schema>;
