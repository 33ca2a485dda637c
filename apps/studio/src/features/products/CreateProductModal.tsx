import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/FormModal';
import { LazyCodeEditor as CodeEditor } from '../../ui/LazyCodeEditor';
import { TextField } from '../../ui/TextField';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
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
  const form = useModalForm(ZCreateProductForm, { ...EMPTY, ...prefill }, open);
  const { register, handleSubmit, formState, watch, control } = form;
  const { submit } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new prefill is a new form
  useEffect(() => setJsonProblem(false), [open, prefill]);

  const create = handleSubmit(async (values) => {
    const benefits = values.withBenefits ? parseBenefitsJson(values.benefitsJson) : [];
    if (!benefits) {
      // Said once, beside the editor (never again as a toast).
      setJsonProblem(true);
      return;
    }
    setJsonProblem(false);
    let created: ProductId | null = null;
    await submit(
      async () => {
        created = await createProductWithName(
          { ...values, benefits },
          i18n.language,
          t('products.toasts.createFailed'),
        );
        await queryClient.invalidateQueries({ queryKey: ['products'] });
      },
      {
        success: t('products.toasts.created'),
        errorTitle: t('products.toasts.createFailed'),
        onDone: () => {
          onClose();
          if (created) onCreated?.(created);
        },
      },
    );
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  const withBenefits = watch('withBenefits');
  const title = prefill ? t('products.create.versionTitle') : t('products.create.title');
  return (
    <FormModal
      open={open}
      title={title}
      onClose={onClose}
      size="lg"
      cancelLabel={t('products.actions.cancel')}
      submitLabel={t('products.actions.create')}
      onSubmit={create}
      busy={formState.isSubmitting}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <TextField
        className="sm:col-span-2"
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
      <label className="sm:col-span-2 flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('withBenefits')} />
        {t('products.create.withBenefits')}
      </label>
      {withBenefits && (
        <div className="sm:col-span-2">
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
    </FormModal>
  );
}
