import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mutate } from '../../api/client';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { type ProductAspect, type ProductId, productIdInput, productPath } from '../products/product-id';
import { CreateProductVersionMutation } from './graphql/pricing';

/** 'New version from this one': copies a (frozen) version and opens the same screen of the copy. */
export function NewVersionButton({ id, aspect }: { id: ProductId; aspect: ProductAspect }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState('');
  const { busy, submit } = useSubmit();
  const create = () => {
    const copy = version.trim();
    void submit(
      () =>
        mutate(
          CreateProductVersionMutation,
          { productId: productIdInput(id), version: copy },
          (data) => data.createProductVersion,
        ),
      {
        success: t('pricing.newVersion.created', { version: copy }),
        onDone: () => {
          setOpen(false);
          navigate(productPath(aspect, { ...id, version: copy }));
        },
      },
    );
  };
  return (
    <>
      <Button variant="secondary" className="ml-3" onClick={() => setOpen(true)}>
        {t('pricing.newVersion.button')}
      </Button>
      <Modal
        open={open}
        size="sm"
        title={t('pricing.newVersion.title')}
        onClose={() => setOpen(false)}
        footer={
          <ModalActions
            cancelLabel={t('pricing.actions.cancel')}
            onCancel={() => setOpen(false)}
            submitLabel={t('pricing.newVersion.create')}
            onSubmit={create}
            disabled={busy || version.trim() === ''}
          />
        }
      >
        <p className="mb-3 text-sm text-slate-600">{t('pricing.newVersion.body')}</p>
        <TextField
          label={t('pricing.newVersion.version')}
          value={version}
          onChange={(event) => setVersion(event.target.value)}
          required
        />
      </Modal>
    </>
  );
}
