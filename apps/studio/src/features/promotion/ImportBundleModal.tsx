import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { toasts } from '../../ui/toasts/toast-store';
import { importBundle } from './bundle-api';
import { ConfirmPlanModal } from './ConfirmPlanModal';
import { PlanErrors, PlanView } from './PlanView';
import { copiedCount, type PromotionPlan } from './plan';

type Phase = 'idle' | 'checking' | 'checked' | 'confirming' | 'applying';

function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3 flex items-center gap-3 text-sm text-slate-700">
      <progress className="h-2 flex-1" max={100} value={percent} aria-label={t('promotion.import.progress')} />
      <span>{t('promotion.import.percent', { percent })}</span>
    </div>
  );
}

/** Import a bundle: choose the zip, check it (a dry run: the plan, nothing changes), then confirm to apply it. */
export function ImportBundleModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [plan, setPlan] = useState<PromotionPlan | null>(null);
  const [failure, setFailure] = useState<{ message?: string; errors?: PromotionPlan['errors'] } | null>(null);
  const uploading = phase === 'checking' || phase === 'applying';
  const copied = plan ? copiedCount(plan.entries) : 0;

  const check = async () => {
    if (!file) return;
    setPhase('checking');
    setProgress(0);
    setPlan(null);
    setFailure(null);
    try {
      setPlan(await importBundle(file, true, setProgress));
      setPhase('checked');
    } catch (error) {
      setFailure({ message: errorMessage(error) });
      setPhase('idle');
    }
  };

  const apply = async () => {
    if (!file) return;
    setPhase('applying');
    setProgress(0);
    try {
      const answer = await importBundle(file, false, setProgress);
      if (answer.errors.length > 0) {
        setFailure({ errors: answer.errors });
        setPhase('checked');
        return;
      }
      toasts.success(t('promotion.import.done', { count: copied }));
      await queryClient.invalidateQueries();
      onClose();
    } catch (error) {
      setFailure({ message: errorMessage(error) });
      setPhase('checked');
    }
  };

  return (
    <Modal
      open
      title={t('promotion.import.title')}
      onClose={() => !uploading && onClose()}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={uploading}>
            {t('promotion.cancel')}
          </Button>
          {plan ? (
            <Button
              onClick={() => setPhase('confirming')}
              disabled={uploading || plan.errors.length > 0 || copied === 0}
            >
              {t('promotion.import.apply')}
            </Button>
          ) : (
            <Button onClick={() => void check()} disabled={!file || uploading}>
              {t('promotion.import.check')}
            </Button>
          )}
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{t('promotion.import.help')}</p>
      <p className="mb-1 text-sm font-medium text-slate-700">{t('promotion.import.file')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-blue-600 hover:bg-slate-50 ${uploading ? 'pointer-events-none opacity-50' : ''}`}
        >
          {t('promotion.import.choose')}
          <input
            type="file"
            accept=".zip,application/zip"
            aria-label={t('promotion.import.file')}
            disabled={uploading}
            className="sr-only"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPlan(null);
              setFailure(null);
              setPhase('idle');
            }}
          />
        </label>
        <span className="min-w-0 break-all text-sm text-slate-600" translate={file ? 'no' : undefined}>
          {file ? file.name : t('promotion.import.noFile')}
        </span>
      </div>
      {uploading && <UploadProgress fraction={progress} />}
      {failure && (
        <div className="mt-4">
          {failure.message ? (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-medium">{t('promotion.import.failed')}</p>
              <p className="mt-1">{failure.message}</p>
            </div>
          ) : (
            <PlanErrors errors={failure.errors ?? []} title={t('promotion.import.failed')} />
          )}
        </div>
      )}
      {plan && (
        <div className="mt-4">
          <PlanView plan={plan} errorsTitle={t('promotion.plan.errors')} />
        </div>
      )}
      {plan && (
        <ConfirmPlanModal
          open={phase === 'confirming' || phase === 'applying'}
          title={t('promotion.import.confirmTitle')}
          help={t('promotion.import.confirmHelp')}
          submitLabel={t('promotion.import.apply')}
          workingLabel={t('promotion.import.applying')}
          plan={plan}
          busy={phase === 'applying'}
          onClose={() => setPhase('checked')}
          onConfirm={() => void apply()}
        />
      )}
    </Modal>
  );
}
