import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { useSubmit } from '../../../ui/useSubmit';
import { type ProductId, productIdInput } from '../../products/product-id';
import { UpdateTestCaseMutation } from '../graphql/cases';

/** A failing case and the result it would expect from now on. */
export type CaseToAccept = {
  id: string;
  name: string;
  expectedAmount: number | null;
  expectedDecision: string | null;
  /** What the new result reads like in the table. */
  resultText: string;
};

/** 'Use this result': after a confirmation, the case expects what the saved logic gives now. */
export function AcceptResultModal({
  id,
  accepting,
  onClose,
  onAccepted,
}: {
  id: ProductId;
  accepting: CaseToAccept | null;
  onClose: () => void;
  onAccepted: () => void;
}) {
  const { t } = useTranslation();
  const { busy, submit } = useSubmit();
  const accept = () => {
    if (!accepting) return;
    void submit(
      () =>
        mutate(
          UpdateTestCaseMutation,
          {
            productId: productIdInput(id),
            id: accepting.id,
            input: { expectedAmount: accepting.expectedAmount, expectedDecision: accepting.expectedDecision },
          },
          (data) => data.updateRatingTestCase,
        ),
      {
        success: t('pricing.cases.accepted'),
        onDone: () => {
          onAccepted();
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={accepting !== null}
      title={t('pricing.cases.acceptTitle', { name: accepting?.name ?? '' })}
      onClose={onClose}
      size="sm"
      footer={
        <ModalActions
          cancelLabel={t('pricing.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('pricing.cases.accept')}
          onSubmit={accept}
          disabled={busy}
        />
      }
    >
      <p className="text-sm text-slate-700">
        {t('pricing.cases.acceptBody', { name: accepting?.name ?? '', result: accepting?.resultText ?? '' })}
      </p>
    </Modal>
  );
}
