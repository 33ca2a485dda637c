import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../../../ui/format';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { previewUrl } from './live-links';
import { PreviewLinkMutation } from './publish-graphql';

/** Where the app is live (its links) or that it is not, a private preview of the draft, and Unpublish. */
export function LiveStatus({
  appId,
  live,
  links,
  busy,
  onUnpublish,
}: {
  appId: string;
  live: boolean;
  links: string[];
  busy: boolean;
  onUnpublish: () => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const { busy: making, submit } = useSubmit();

  async function makePreview() {
    await submit(
      async () => {
        const link = (await request(PreviewLinkMutation, { appId })).createAppPreviewLink;
        setPreview({ url: previewUrl(link.token), expiresAt: String(link.expiresAt) });
      },
      { onError: (message) => toasts.error(`${t('publish.previewFailed')} ${message}`) },
    );
  }

  return (
    <section aria-label={t('publish.liveAt')} className="space-y-3 rounded-md border border-slate-200 p-3 text-sm">
      {live ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium text-slate-700">{t('publish.liveAt')}</p>
            {links.length === 0 && <p className="text-slate-500">{t('publish.noHost')}</p>}
            <ul>
              {links.map((link) => (
                <li key={link}>
                  <a
                    href={link}
                    target="_blank"
                    rel="noreferrer"
                    translate="no"
                    className="break-all font-medium text-blue-700 hover:underline"
                    aria-label={`${t('publish.openLive')}: ${link}`}
                  >
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <Button variant="secondary" className="shrink-0 whitespace-nowrap" disabled={busy} onClick={onUnpublish}>
            {t('publish.unpublish')}
          </Button>
        </div>
      ) : (
        <p className="text-slate-600">{t('publish.notLive')}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" className="whitespace-nowrap" disabled={making} onClick={() => void makePreview()}>
          {t('publish.preview')}
        </Button>
        {preview && (
          <a
            href={preview.url}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-blue-700 hover:underline"
            data-testid="preview-link"
          >
            {t('publish.openPreview', { until: formatDateTime(preview.expiresAt) })}
          </a>
        )}
      </div>
      <p className="text-xs text-slate-500">{t('publish.previewHelp')}</p>
    </section>
  );
}
