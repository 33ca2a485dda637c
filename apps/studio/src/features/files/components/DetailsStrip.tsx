import { formatFileSize } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { fileUrl } from '../file-paths';
import type { ExplorerItem } from '../selection';

/** What the selection is: one item's path, size, date and privacy (with its public link), or a count. */
export function DetailsStrip({
  items,
  single,
  cutName,
}: {
  items: readonly ExplorerItem[];
  single: ExplorerItem | null;
  cutName: string | null;
}) {
  const { t } = useTranslation();
  const field = (label: string, value: React.ReactNode) => (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="truncate text-slate-900">{value}</dd>
    </div>
  );
  return (
    <section
      aria-label={t('files.details.label')}
      aria-live="polite"
      className="flex flex-wrap items-center gap-x-8 gap-y-2 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm"
    >
      {items.length > 1 ? (
        <p className="text-slate-700">{t('files.details.selected', { count: items.length })}</p>
      ) : single ? (
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          {field(t('files.details.path'), <span className="font-mono text-xs">{single.path}</span>)}
          {single.type === 'file' && field(t('files.details.size'), formatFileSize(single.size))}
          {single.type === 'file' && field(t('files.details.modified'), formatDateTime(single.lastModifiedAt))}
          {single.type === 'file' &&
            field(t('files.details.privacy'), single.isPublic ? t('files.privacy.public') : t('files.privacy.private'))}
          {single.type === 'file' &&
            single.isPublic &&
            field(
              t('files.details.link'),
              <a
                className="text-blue-700 hover:underline"
                href={fileUrl(single.path, { publicLink: true })}
                target="_blank"
                rel="noreferrer"
              >
                {t('files.details.openLink')}
              </a>,
            )}
        </dl>
      ) : (
        <p className="text-slate-500">{t('files.details.none')}</p>
      )}
      {cutName && <p className="ml-auto text-slate-600">{t('files.details.cut', { name: cutName })}</p>}
    </section>
  );
}
