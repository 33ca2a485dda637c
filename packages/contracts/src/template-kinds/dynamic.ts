import { z } from 'zod';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

const dynamicValue = z.object({ valueId: z.string(), valueJsonString: z.string() });

/** A dynamic template's content: values, each JSON text holding Liquid. */
export const dynamicTemplateContent = defineTemplateContent({
  version: 1,
  schema: z.looseObject({ dynamicValues: z.array(dynamicValue).optional() }),
  migrations: [UNVERSIONED_CONTENT],
});
export type DynamicTemplateContent = z.output<typeof dynamicTemplateContent.schema>;
