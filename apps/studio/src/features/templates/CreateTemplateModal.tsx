import { DEFAULT_TEMPLATE_TYPE } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/FormModal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { templateKinds } from './editors';

const EMPTY = { name: '', description: '', type: DEFAULT_TEMPLATE_TYPE };

/** Spec 001 §2: name, description and type (default Html to Pdf); creating closes and reloads the list. */
export function CreateTemplateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setTouched(false);
    }
  }, [open]);
  const nameError = touched && values.name.trim() === '' ? t('templates.validation.fieldRequired') : undefined;

  const create = () => {
    setTouched(true);
    const kind = templateKinds.find((candidate) => candidate.type === values.type);
    if (values.name.trim() === '' || !kind) return;
    void submit(() => kind.create({ name: values.name.trim(), description: values.description.trim() || null }), {
      success: t('templates.toasts.created'),
      errorTitle: t('templates.toasts.createFailed'),
      onDone: async () => {
        onClose();
        await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
      },
    });
  };

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
        value={values.name}
        required
        autoFocus
        error={nameError}
        onBlur={() => setTouched(true)}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <TextField
        label={t('templates.fields.description')}
        value={values.description}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      <SelectField
        label={t('templates.fields.type')}
        value={values.type}
        options={templateKinds.map((kind) => ({ value: kind.type, label: t(`templates.kinds.${kind.type}`) }))}
        onChange={(event) => setValues({ ...values, type: event.target.value })}
      />
    </FormModal>
  );
}
