import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate } from '../../../api/client';
import { FormModal } from '../../../ui/FormModal';
import { requiredText } from '../../../ui/form-rules';
import { TextField } from '../../../ui/TextField';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';
import { type ProductId, productIdInput } from '../../products/product-id';
import type { SavableRun } from '../editor/TestPanel';
import { CreateTestCaseMutation } from '../graphql/cases';

const ZSaveCase = z.object({ name: requiredText, expected: z.string() });

/** What the run gave: the premium (two decimals) or the decision, as the case expects it. */
function expectedOf(pending: SavableRun | null): string {
  if (!pending?.run.ok) return '';
  if (pending.run.aspect === 'pricing') return pending.run.quote.amount?.toFixed(2) ?? '';
  return pending.run.outcome.ok ? pending.run.outcome.decision : '';
}

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
  const values = { name: '', expected: expectedOf(pending) };
  const { register, handleSubmit, fieldError } = useModalForm(ZSaveCase, values, pending !== null);
  const { busy, submit } = useSubmit();
  const isPricing = pending?.run.ok === true && pending.run.aspect === 'pricing';

  const save = handleSubmit(({ name, expected }) => {
    if (!pending) return;
    return submit(
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
  });

  return (
    <FormModal
      open={pending !== null}
      title={t('pricing.cases.saveAsCase')}
      onClose={onClose}
      cancelLabel={t('pricing.actions.cancel')}
      submitLabel={t('pricing.actions.save')}
      onSubmit={save}
      busy={busy}
      className="space-y-3"
    >
      <TextField label={t('pricing.cases.name')} required error={fieldError('name')} {...register('name')} />
      <TextField
        label={isPricing ? t('pricing.cases.expectedAmount') : t('pricing.cases.expectedDecision')}
        {...register('expected')}
      />
      <pre className="max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(pending?.values ?? {}, null, 2)}
      </pre>
    </FormModal>
  );
}
