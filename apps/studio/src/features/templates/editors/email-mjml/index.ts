import { mutate } from '../../../../api/client';
import type { TemplateKindEntry } from '../kind-entry';
import { settingsOnlyEditor } from '../settings-only';
import { CreateEmailMjmlMutation, UpdateEmailMjmlMutation } from './graphql';

export const emailMjmlKind: TemplateKindEntry = {
  type: 'emailMjml',
  view: 'ViewTemplatesEmailMjml',
  path: 'email-mjml',
  create: async (input) => {
    await mutate(CreateEmailMjmlMutation, { input }, (data) => data.createEmailMjmlTemplate);
  },
  Editor: settingsOnlyEditor('emailMjml', (id, input) =>
    mutate(UpdateEmailMjmlMutation, { templateId: id, input }, (data) => data.updateEmailMjmlTemplate),
  ),
};
