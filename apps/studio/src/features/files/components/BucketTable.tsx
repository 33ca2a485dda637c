import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useLoad } from '../../../ui/useLoad';
import { FileBucketsQuery } from '../graphql/files';
import { Icon } from './icons';

/** The tenant's buckets; opening one shows its root folder. */
export function BucketTable({ onOpen }: { onOpen: (bucketName: string) => void }) {
  const { t } = useTranslation();
  const buckets = useLoad({
    queryKey: ['files', 'buckets'],
    queryFn: async () => (await request(FileBucketsQuery)).fileBuckets ?? [],
  });
  const rows = (buckets.data ?? []).flatMap((bucket) => (bucket ? [bucket] : []));
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('files.buckets.title')}</caption>
        <thead className="bg-slate-50">
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th className="px-4 py-3 font-medium">{t('files.buckets.name')}</th>
            <th className="px-4 py-3 font-medium">{t('files.buckets.provider')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {buckets.isPending && (
            <tr>
              <td colSpan={2} className="px-4 py-8 text-center text-slate-500">
                {t('files.table.loading')}
              </td>
            </tr>
          )}
          {buckets.isError && (
            <tr>
              <td colSpan={2}>
                <LoadFailed query={buckets} />
              </td>
            </tr>
          )}
          {buckets.isSuccess && rows.length === 0 && (
            <tr>
              <td colSpan={2} className="px-4 py-8 text-center text-slate-500">
                {t('files.buckets.empty')}
              </td>
            </tr>
          )}
          {rows.map((bucket) => (
            <tr key={bucket.bucketName} className="hover:bg-slate-50">
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onOpen(bucket.bucketName)}
                  className="flex items-center gap-2 font-medium text-blue-700 hover:underline"
                  aria-label={t('files.buckets.open', { name: bucket.bucketName })}
                >
                  <Icon name="bucket" className="h-5 w-5 text-slate-500" />
                  <span translate="no">{bucket.bucketName}</span>
                </button>
              </td>
              <td className="px-4 py-3 text-slate-600">
                {t(`files.buckets.providers.${bucket.providerId}`, { defaultValue: bucket.providerId ?? '' })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
