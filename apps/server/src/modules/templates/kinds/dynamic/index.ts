import { dynamicTemplateContent } from '@carrier/contracts';
import type { TemplateKind } from '../../template-kind';

export const dynamicKind: TemplateKind = {
  type: 'dynamic',
  templateView: 'ViewTemplatesDynamic',
  formattedTypeName: 'Dynamic',
  graphqlTypeName: 'dynamicTemplate',
  initialContent: () => ({ dynamicValues: [] }),
  content: dynamicTemplateContent,
};
