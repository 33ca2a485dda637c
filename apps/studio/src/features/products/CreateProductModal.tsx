import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import { LazyCodeEditor as CodeEditor } from '../../ui/LazyCodeEditor';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { TextField } from '../../ui/TextField';
import { toasts } from '../../ui/toasts/toast-store';
import { InsurerPicker } from './InsurerPicker';
import { createProductWithName } from './product-actions';
import { BENEFITS_JSON_EXAMPLE, parseBenefitsJson, type TCreateProductForm, ZCreateProductForm } from './product-form';
import type { ProductId } from './product-id';

export type CreatePrefill = { plan: string; type: string; name: string; insurerId: string };

type Props = {
  open: boolean;
  prefill?: CreatePrefill | null;
  onClose: () => void;
  onCreated?: (id: ProductId) => void;
};

const EMPTY: TCreateProductForm = {
  name: '',
  plan: '',
  type: '',
  version: '',
  insurerId: '',
  withBenefits: false,
  benefitsJson: '',
};

/** Create a product (or a new version of one, pre-filled): name, id, insurer and optional benefits JSON. */
export function CreateProductModal({ open, prefill, onClose, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [jsonProblem, setJsonProblem] = useState(false);
  const form = useForm<TCreateProductForm>({
    resolver: zodResolver(ZCreateProductForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, watch, control } = form;

  useEffect(() => {
    if (open) reset({ ...EMPTY, ...prefill });
    setJsonProblem(false);
  }, [open, prefill, reset]);

  const submit = handleSubmit(async (values) => {
    const benefits = values.withBenefits ? parseBenefitsJson(values.benefitsJson) : [];
    if (!benefits) {
      // Said once, beside the editor (never again as a toast).
      setJsonProblem(true);
      return;
    }
    setJsonProblem(false);
    try {
      const id = await createProductWithName({ ...values, benefits }, i18n.language, t('products.toasts.createFailed'));
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      toasts.success(t('products.toasts.created'));
      onClose();
      onCreated?.(id);
    } catch (error) {
      toasts.error(errorMessage(error), { title: t('products.toasts.createFailed') });
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  const withBenefits = watch('withBenefits');
  const title = prefill ? t('products.create.versionTitle') : t('products.create.title');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <ModalActions
          cancelLabel={t('products.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('products.actions.create')}
          form="create-product-form"
          disabled={formState.isSubmitting}
        />
      }
    >
      <form id="create-product-form" onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
        <TextField
          className="col-span-2"
          label={t('products.fields.name')}
          required
          error={fieldError(formState.errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('products.fields.plan')}
          required
          hint={t('products.hints.snakeCase')}
          error={fieldError(formState.errors.plan?.message)}
          {...register('plan')}
        />
        <TextField
          label={t('products.fields.type')}
          required
          hint={t('products.hints.snakeCase')}
          error={fieldError(formState.errors.type?.message)}
          {...register('type')}
        />
        <TextField
          label={t('products.fields.version')}
          required
          error={fieldError(formState.errors.version?.message)}
          {...register('version')}
        />
        <InsurerPicker error={fieldError(formState.errors.insurerId?.message)} {...register('insurerId')} />
        <label className="col-span-2 flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('withBenefits')} />
          {t('products.create.withBenefits')}
        </label>
        {withBenefits && (
          <div className="col-span-2">
            <p className="mb-1 text-sm text-slate-600">{t('products.create.benefitsHelp')}</p>
            <Controller
              control={control}
              name="benefitsJson"
              render={({ field }) => (
                <CodeEditor
                  label={t('products.create.benefitsJson')}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setJsonProblem(false);
                  }}
                  placeholder={BENEFITS_JSON_EXAMPLE}
                  minHeight="12rem"
                  invalid={jsonProblem}
                />
              )}
            />
            {jsonProblem && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {t('products.validation.benefitsJson')}
              </p>
            )}
          </div>
        )}
      </form>
    </Modal>
  );
}
