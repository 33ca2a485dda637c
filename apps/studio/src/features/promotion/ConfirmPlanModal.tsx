import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { groupByStatus, type PromotionPlan } from './plan';

type Props = {
  open: boolean;
  title: string;
  /** What happens on confirming, in a sentence (all or nothing). */
  help: string;
  submitLabel: string;
  /** Said while the work runs. */
  workingLabel: string;
  plan: PromotionPlan;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before a promotion or an import is applied: how many entries are new, changed, unchanged; then its progress. */
export function ConfirmPlanModal({
  open,
  title,
  help,
  submitLabel,
  workingLabel,
  plan,
  busy,
  onClose,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const groups = groupByStatus(plan.entries);
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => !busy && onClose()}
      size="sm"
      footer={
        <ModalActions
          cancelLabel={t('promotion.cancel')}
          onCancel={onClose}
          cancelDisabled={busy}
          submitLabel={submitLabel}
          onSubmit={onConfirm}
          disabled={busy}
        />
      }
    >
      <ul className="mb-3 space-y-1 text-sm text-slate-800" data-testid="promotion-counts">
        <li>{t('promotion.confirm.new', { count: groups.new.length })}</li>
        <li>{t('promotion.confirm.changed', { count: groups.changed.length })}</li>
        <li>{t('promotion.confirm.unchanged', { count: groups.unchanged.length })}</li>
      </ul>
      <p className="text-sm text-slate-600">{help}</p>
      {busy && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700" role="status">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700" aria-hidden />
          {workingLabel}
        </p>
      )}
    </Modal>
  );
}
