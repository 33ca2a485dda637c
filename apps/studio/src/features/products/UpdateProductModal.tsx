import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
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
  const { register, handleSubmit, formState } = useModalForm(ZUpdateProductForm, initial, open);
  const { submit } = useSubmit();

  const update = handleSubmit(async (values) => {
    await submit(() => updateProductWithName(productId, values, locale, t('errors.general')), {
      success: t('products.toasts.updated'),
      errorTitle: t('products.toasts.updateFailed'),
      onDone: onClose,
    });
    // Saved or not, the product is read again.
    await queryClient.invalidateQueries({ queryKey: productKey(productId) });
    await queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
    await queryClient.invalidateQueries({ queryKey: ['products', 'versions'] });
  });

  return (
    <FormModal
      open={open}
      title={t('products.update.title')}
      onClose={onClose}
      cancelLabel={t('products.actions.cancel')}
      submitLabel={t('products.actions.save')}
      onSubmit={update}
      busy={formState.isSubmitting}
      className="space-y-4"
    >
      <TextField
        label={t('products.update.nameIn', { locale: t(`locale.${locale}`) })}
        required
        error={formState.errors.name?.message ? t(formState.errors.name.message) : undefined}
        {...register('name')}
      />
      <InsurerPicker {...register('insurerId')} />
    </FormModal>
  );
}
