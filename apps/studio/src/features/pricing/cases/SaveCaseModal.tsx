import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';
import { type ProductId, productIdInput } from '../../products/product-id';
import type { SavableRun } from '../editor/TestPanel';
import { CreateTestCaseMutation } from '../graphql/cases';

/** 'Save as case': the test's inputs and discount codes with the premium (or decision) they must give. */
export function SaveCaseModal({
  id,
  pending,
  onClose,
  onSaved,
}: {
  id: ProductId;
  pending: SavableRun | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [expected, setExpected] = useState('');
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (!pending?.run.ok) return;
    setName('');
    if (pending.run.aspect === 'pricing') setExpected(pending.run.quote.amount?.toFixed(2) ?? '');
    else setExpected(pending.run.outcome.ok ? pending.run.outcome.decision : '');
  }, [pending]);
  const isPricing = pending?.run.ok === true && pending.run.aspect === 'pricing';

  const save = () => {
    if (!pending) return;
    void submit(
      () =>
        mutate(
          CreateTestCaseMutation,
          {
            productId: productIdInput(id),
            input: {
              name,
              valuesJsonString: JSON.stringify(pending.values),
              discountCodes: pending.discountCodes,
              ...(isPricing
                ? { expectedAmount: expected === '' ? null : Number(expected) }
                : { expectedDecision: expected }),
            },
          },
          (data) => data.createRatingTestCase,
        ),
      {
        success: t('pricing.cases.saved'),
        onDone: () => {
          onSaved();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={pending !== null}
      title={t('pricing.cases.saveAsCase')}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={t('pricing.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('pricing.actions.save')}
          onSubmit={save}
          disabled={busy || name.trim() === ''}
        />
      }
    >
      <div className="space-y-3">
        <TextField
          label={t('pricing.cases.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <TextField
          label={isPricing ? t('pricing.cases.expectedAmount') : t('pricing.cases.expectedDecision')}
          value={expected}
          onChange={(event) => setExpected(event.target.value)}
        />
        <pre className="max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs">
          {JSON.stringify(pending?.values ?? {}, null, 2)}
        </pre>
      </div>
    </Modal>
  );
}
