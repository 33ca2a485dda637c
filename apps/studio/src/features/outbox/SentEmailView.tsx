import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { TabList } from '../../ui/TabList';
import { toasts } from '../../ui/toasts/toast-store';
import { useLoad } from '../../ui/useLoad';
import { saveBase64 } from '../templates/editors/email-mjml/attachment-bytes';
import { SentEmailAttachmentQuery, SentEmailQuery } from './graphql';
import { StatusBadge } from './StatusBadge';

/**
 * One kept email, read back from the MIME text that left: headers, the HTML part in a sandboxed frame
 * (no scripts, its own origin) or the plain-text part, and its attachments to open or download.
 */
export function SentEmailView({
  id,
  onClose,
  sizeOf,
}: {
  id: string | null;
  onClose: () => void;
  sizeOf: (bytes: number) => string;
}) {
  const { t } = useTranslation();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const email = useLoad({
    queryKey: ['outbox', 'email', id],
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await request(SentEmailQuery, { id: id ?? '' })).sentEmail,
  });
  const openAttachment = async (index: number, mode: 'open' | 'download') => {
    try {
      const answer = await request(SentEmailAttachmentQuery, { id: id ?? '' });
      const attachment = answer.sentEmail?.content?.attachments.find((item) => item.index === index);
      if (!attachment?.contentBase64) throw new Error(t('outbox.attachmentMissing'));
      saveBase64(attachment.contentBase64, attachment.fileName, attachment.contentType, mode);
    } catch (error) {
      toasts.error(errorMessage(error));
    }
  };
  const value = email.data;
  const content = value?.content;
  return (
    <Modal open={id !== null} title={t('outbox.message.title')} onClose={onClose} size="lg">
      {email.isError && !value ? (
        <LoadFailed query={email} />
      ) : email.isPending ? (
        <p className="text-sm text-slate-500">{t('outbox.loading')}</p>
      ) : !value ? (
        <p className="text-sm text-slate-600">{t('outbox.message.missing')}</p>
      ) : (
        <div className="space-y-4" data-testid="sent-email">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('outbox.message.from')}</dt>
            <dd className="break-words text-slate-900" translate="no">
              {value.from}
            </dd>
            <dt className="text-slate-500">{t('outbox.message.to')}</dt>
            <dd className="break-words text-slate-900" translate="no">
              {value.to}
            </dd>
            {value.sentBy?.username && (
              <>
                <dt className="text-slate-500">{t('outbox.message.sentBy')}</dt>
                <dd className="break-words text-slate-900" translate="no" data-testid="sent-email-sender">
                  {value.sentBy.username}
                </dd>
              </>
            )}
            <dt className="text-slate-500">{t('outbox.message.subject')}</dt>
            <dd className="break-words font-medium text-slate-900" translate="no" data-testid="sent-email-subject">
              {value.subject}
            </dd>
            <dt className="text-slate-500">{t('outbox.message.sentAt')}</dt>
            <dd className="text-slate-900">
              {formatDateTime(value.sentAt)} · <StatusBadge status={value.status} transport={value.transport} />
            </dd>
          </dl>
          {value.error && (
            <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="alert" translate="no">
              {value.error}
            </p>
          )}
          {content && content.attachments.length > 0 && (
            <section>
              <h3 className="mb-1 text-sm font-semibold text-slate-800">{t('outbox.message.attachments')}</h3>
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {content.attachments.map((attachment) => (
                  <li key={attachment.index} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                    <span className="min-w-0 flex-1 truncate" translate="no">
                      {attachment.fileName}
                    </span>
                    <span className="text-xs text-slate-500">{sizeOf(attachment.size)}</span>
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      onClick={() => openAttachment(attachment.index, 'open')}
                      aria-label={t('outbox.message.open', { name: attachment.fileName })}
                    >
                      {t('outbox.message.openShort')}
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      onClick={() => openAttachment(attachment.index, 'download')}
                      aria-label={t('outbox.message.download', { name: attachment.fileName })}
                    >
                      ⤓
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section>
            <TabList
              label={t('outbox.message.parts')}
              tabs={(['html', 'text'] as const).map((option) => ({ id: option, label: t(`outbox.message.${option}`) }))}
              selected={part}
              onSelect={setPart}
              look="pill"
              className="mb-2"
            />
            {part === 'html' && content?.html ? (
              <iframe
                title={t('outbox.message.frame')}
                sandbox=""
                srcDoc={content.html}
                className="block h-[32rem] w-full rounded border border-slate-200 bg-white"
                data-testid="sent-email-frame"
              />
            ) : (
              <pre
                className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded border border-slate-200 bg-slate-50 p-3 text-sm"
                translate="no"
              >
                {content?.text || t('outbox.message.noText')}
              </pre>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
