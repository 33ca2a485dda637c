import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { TextField } from '../../ui/TextField';
import { toasts } from '../../ui/toasts/toast-store';
import { InsurerPicker } from './InsurerPicker';
import { updateProductWithName } from './product-actions';
import { type TUpdateProductForm, ZUpdateProductForm } from './product-form';
import type { ProductId } from './product-id';
import { productKey } from './useProduct';

type Props = {
  open: boolean;
  productId: ProductId;
  locale: string;
  initial: TUpdateProductForm;
  onClose: () => void;
};

/** Name (in the chosen locale) and insurer of a product. */
export function UpdateProductModal({ open, productId, locale, initial, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<TUpdateProductForm>({
    resolver: zodResolver(ZUpdateProductForm),
    mode: 'onTouched',
    defaultValues: initial,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await updateProductWithName(productId, values, locale, t('errors.general'));
      toasts.success(t('products.toasts.updated'));
      onClose();
    } catch (error) {
      toasts.error(errorMessage(error), { title: t('products.toasts.updateFailed') });
    } finally {
      await queryClient.invalidateQueries({ queryKey: productKey(productId) });
      await queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['products', 'versions'] });
    }
  });

  return (
    <Modal
      open={open}
      title={t('products.update.title')}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={t('products.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('products.actions.save')}
          form="update-product-form"
          disabled={formState.isSubmitting}
        />
      }
    >
      <form id="update-product-form" onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('products.update.nameIn', { locale: t(`locale.${locale}`) })}
          required
          error={formState.errors.name?.message ? t(formState.errors.name.message) : undefined}
          {...register('name')}
        />
        <InsurerPicker {...register('insurerId')} />
      </form>
    </Modal>
  );
}
