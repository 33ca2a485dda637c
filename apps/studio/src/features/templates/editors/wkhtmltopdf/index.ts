import { mutate } from '../../../../api/client';
import type { TemplateKindEntry } from '../kind-entry';
import { settingsOnlyEditor } from '../settings-only';
import { CreateWkhtmltopdfMutation, UpdateWkhtmltopdfMutation } from './graphql';

export const wkhtmltopdfKind: TemplateKindEntry = {
  type: 'wkhtmltopdf',
  view: 'ViewTemplatesWkhtml',
  path: 'html-pdf',
  create: async (input) => {
    await mutate(CreateWkhtmltopdfMutation, { input }, (data) => data.createWkhtmltopdfTemplate);
  },
  Editor: settingsOnlyEditor('wkhtmltopdf', (id, input) =>
    mutate(UpdateWkhtmltopdfMutation, { templateId: id, input }, (data) => data.updateWkhtmltopdfTemplate),
  ),
};
