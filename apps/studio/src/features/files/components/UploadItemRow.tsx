import { formatFileSize } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { translateFileMessage } from '../file-errors';
import type { UploadItem } from '../upload-items';

const STATUS_STYLES: Record<UploadItem['status'], string> = {
  empty: 'text-slate-500',
  uploading: 'text-blue-700',
  success: 'text-emerald-700',
  failure: 'text-red-700',
  already_exists: 'text-amber-700',
  too_large: 'text-red-700',
};

export function UploadItemRow({
  item,
  disabled,
  onPublic,
  onRemove,
}: {
  item: UploadItem;
  disabled: boolean;
  onPublic: (isPublic: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const percent = Math.round(item.progress * 100);
  return (
    <li className="px-4 py-3" data-testid="upload-item" data-status={item.status}>
      {/* Below sm the name takes its own line, so it is never squeezed to a letter. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span
          className="min-w-0 basis-full truncate font-medium text-slate-900 sm:flex-1 sm:basis-auto"
          title={item.name}
        >
          {item.name}
        </span>
        <span className="tabular-nums text-slate-500">{formatFileSize(item.size)}</span>
        <label className="flex items-center gap-1 text-slate-700">
          <input
            type="checkbox"
            className="accent-blue-700"
            checked={item.isPublic}
            disabled={disabled || item.status === 'success'}
            onChange={(event) => onPublic(event.target.checked)}
            aria-label={t('files.upload.publicFor', { name: item.name })}
          />
          {t('files.privacy.public')}
        </label>
        <span
          className={`ml-auto text-right font-medium sm:w-32 ${STATUS_STYLES[item.status]}`}
          data-testid="upload-status"
        >
          {t(`files.upload.status.${item.status}`, { percent })}
        </span>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          className="rounded px-1 text-lg leading-none text-slate-400 hover:text-slate-700 disabled:opacity-40"
          aria-label={t('files.upload.remove', { name: item.name })}
        >
          ×
        </button>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('files.upload.progressFor', { name: item.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={`h-full rounded-full transition-[width] ${item.status === 'success' ? 'bg-emerald-500' : 'bg-blue-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {item.message && (
        <p className={`mt-1 text-xs ${STATUS_STYLES[item.status]}`}>{translateFileMessage(t, item.message)}</p>
      )}
    </li>
  );
}
