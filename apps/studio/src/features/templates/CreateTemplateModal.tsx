import { DEFAULT_TEMPLATE_TYPE } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '../../ui/FormModal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
import { templateKinds, useKindName } from './editors';

/** Messages are i18n keys. */
const ZCreateTemplate = z.object({
  name: z.string().trim().min(1, 'templates.validation.fieldRequired'),
  description: z.string(),
  type: z.string(),
});
const EMPTY: z.infer<typeof ZCreateTemplate> = { name: '', description: '', type: DEFAULT_TEMPLATE_TYPE };

/** Spec 001 §2: name, description and type (default Html to Pdf); creating closes and reloads the list. */
export function CreateTemplateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useModalForm(ZCreateTemplate, EMPTY, open);
  const { busy, submit } = useSubmit();
  const kindName = useKindName();

  const create = handleSubmit(async (values) => {
    const kind = templateKinds.find((candidate) => candidate.type === values.type);
    if (!kind) return;
    await submit(() => kind.create({ name: values.name, description: values.description.trim() || null }), {
      success: t('templates.toasts.created'),
      errorTitle: t('templates.toasts.createFailed'),
      onDone: async () => {
        onClose();
        await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
      },
    });
  });

  return (
    <FormModal
      open={open}
      title={t('templates.create.title')}
      onClose={onClose}
      cancelLabel={t('templates.actions.cancel')}
      submitLabel={t('templates.actions.create')}
      onSubmit={create}
      busy={busy}
      className="space-y-4"
    >
      <TextField
        label={t('templates.fields.name')}
        required
        autoFocus
        error={formState.errors.name?.message && t(formState.errors.name.message)}
        {...register('name')}
      />
      <TextField label={t('templates.fields.description')} {...register('description')} />
      <SelectField
        label={t('templates.fields.type')}
        options={templateKinds.map((kind) => ({ value: kind.type, label: kindName(kind.type) ?? kind.type }))}
        {...register('type')}
      />
    </FormModal>
  );
}
