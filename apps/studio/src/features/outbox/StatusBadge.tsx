import { useTranslation } from 'react-i18next';

/** Sent (to SMTP or to the outbox only) or failed. */
export function StatusBadge({ status, transport }: { status: string; transport: string }) {
  const { t } = useTranslation();
  const failed = status === 'failed';
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${failed ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}
    >
      {failed ? t('outbox.status.failed') : t(`outbox.status.${transport === 'smtp' ? 'sentSmtp' : 'sentOutbox'}`)}
    </span>
  );
}
