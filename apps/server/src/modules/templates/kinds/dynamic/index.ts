import type { TemplateKind } from '../../template-kind';
import { registerDynamicSchema } from './dynamic.schema';

export const dynamicKind: TemplateKind = {
  type: 'dynamic',
  templateView: 'ViewTemplatesDynamic',
  formattedTypeName: 'Dynamic',
  graphqlTypeName: 'dynamicTemplate',
  initialContent: () => ({ dynamicValues: [] }),
  registerSchema: registerDynamicSchema,
};
