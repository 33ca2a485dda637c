import { useTranslation } from 'react-i18next';
import { crumbsOf } from '../file-paths';

type Props = {
  bucketName: string | null;
  prefix: string;
  /** Absent when the explorer is held to one bucket (the pickers: file keys live in the default bucket). */
  onBuckets?: () => void;
  onOpen: (prefix: string) => void;
};

/** Buckets › bucket › folder › folder; the last crumb is where the user is. */
export function Breadcrumb({ bucketName, prefix, onBuckets, onOpen }: Props) {
  const { t } = useTranslation();
  const crumbs = bucketName ? [{ name: bucketName, prefix: '' }, ...crumbsOf(prefix)] : [];
  const link =
    'rounded px-1 font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600';
  return (
    <nav aria-label={t('files.breadcrumb.label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        <li>
          {bucketName && onBuckets ? (
            <button type="button" className={link} onClick={onBuckets}>
              {t('files.breadcrumb.root')}
            </button>
          ) : (
            <span aria-current="page" className="px-1 font-semibold text-slate-900">
              {t('files.breadcrumb.root')}
            </span>
          )}
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.prefix || '/'} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="px-1 font-semibold text-slate-900" translate="no">
                {crumb.name}
              </span>
            ) : (
              <button type="button" className={link} onClick={() => onOpen(crumb.prefix)} translate="no">
                {crumb.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
