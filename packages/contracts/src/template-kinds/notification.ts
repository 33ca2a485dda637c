import { z } from 'zod';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

/** A notification template keeps its HTML in l10n texts (one per locale): its content holds nothing. */
export const notificationTemplateContent = defineTemplateContent({
  version: 1,
  schema: z.looseObject({}),
  migrations: [UNVERSIONED_CONTENT],
});
