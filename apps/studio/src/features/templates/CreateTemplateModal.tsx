import { DEFAULT_TEMPLATE_TYPE } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toasts } from '../../ui/toasts/toast-store';
import { templateKinds } from './editors';

const EMPTY = { name: '', description: '', type: DEFAULT_TEMPLATE_TYPE };

/** Spec 001 §2: name, description and type (default Html to Pdf); creating closes and reloads the list. */
export function CreateTemplateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setTouched(false);
    }
  }, [open]);
  const nameError = touched && values.name.trim() === '' ? t('templates.validation.fieldRequired') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const kind = templateKinds.find((candidate) => candidate.type === values.type);
    if (values.name.trim() === '' || !kind || busy) return;
    setBusy(true);
    try {
      await kind.create({ name: values.name.trim(), description: values.description.trim() || null });
      toasts.success(t('templates.toasts.created'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
    } catch (error) {
      toasts.error(errorMessage(error), { title: t('templates.toasts.createFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('templates.create.title')}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={t('templates.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('templates.actions.create')}
          form="create-template-form"
          disabled={busy}
        />
      }
    >
      <form id="create-template-form" className="space-y-4" onSubmit={submit} noValidate>
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
      </form>
    </Modal>
  );
}
