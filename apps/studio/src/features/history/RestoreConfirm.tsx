import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** Before a restore: what it does and, when the editor holds unsaved changes, that they are discarded. */
export function RestoreConfirm({
  version,
  body,
  dirty,
  busy,
  onCancel,
  onConfirm,
}: {
  version: number;
  /** What the restore changes. */
  body: string;
  dirty: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      role="alertdialog"
      aria-label={t('versionHistory.confirm.title', { version })}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-slate-900">{t('versionHistory.confirm.title', { version })}</h3>
      <p className="text-slate-700">{body}</p>
      {dirty && (
        <p role="alert" className="font-medium text-red-700">
          {t('versionHistory.confirm.unsaved')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('versionHistory.confirm.cancel')}
        </Button>
        <Button variant={dirty ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {dirty ? t('versionHistory.confirm.discardAndRestore') : t('versionHistory.confirm.restore')}
        </Button>
      </div>
    </section>
  );
}
