import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { mutate } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormModal } from '../../ui/FormModal';
import { requiredText } from '../../ui/form-rules';
import { TextField } from '../../ui/TextField';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
import { type ProductAspect, type ProductId, productIdInput, productPath } from '../products/product-id';
import { CreateProductVersionMutation } from './graphql/pricing';

const ZNewVersion = z.object({ version: requiredText });

/** 'New version from this one': copies a (frozen) version and opens the same screen of the copy. */
export function NewVersionButton({ id, aspect }: { id: ProductId; aspect: ProductAspect }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, fieldError } = useModalForm(ZNewVersion, { version: '' }, open);
  const { busy, submit } = useSubmit();
  const create = handleSubmit(({ version }) =>
    submit(
      () =>
        mutate(
          CreateProductVersionMutation,
          { productId: productIdInput(id), version },
          (data) => data.createProductVersion,
        ),
      {
        success: t('pricing.newVersion.created', { version }),
        onDone: () => {
          setOpen(false);
          navigate(productPath(aspect, { ...id, version }));
        },
      },
    ),
  );
  return (
    <>
      <Button variant="secondary" className="ml-3" onClick={() => setOpen(true)}>
        {t('pricing.newVersion.button')}
      </Button>
      <FormModal
        open={open}
        size="sm"
        title={t('pricing.newVersion.title')}
        onClose={() => setOpen(false)}
        cancelLabel={t('pricing.actions.cancel')}
        submitLabel={t('pricing.newVersion.create')}
        onSubmit={create}
        busy={busy}
      >
        <p className="mb-3 text-sm text-slate-600">{t('pricing.newVersion.body')}</p>
        <TextField
          label={t('pricing.newVersion.version')}
          required
          error={fieldError('version')}
          {...register('version')}
        />
      </FormModal>
    </>
  );
}
