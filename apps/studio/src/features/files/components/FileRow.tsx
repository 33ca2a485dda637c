import { formatFileSize } from '@carrier/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import type { ExplorerItem, FileItem } from '../selection';
import { Icon } from './icons';
import { RowActions } from './RowActions';

export type RowHandlers = {
  onToggle: (item: ExplorerItem) => void;
  onOpenFolder: (prefix: string) => void;
  onDownload: (file: FileItem) => void;
  onEdit: (file: FileItem) => void;
  onCut: (file: FileItem) => void;
  onDelete: (item: ExplorerItem) => void;
};

/** Every row has this height, so a long folder renders only the rows in view. */
export const FILE_ROW_HEIGHT = 44;

type Props = {
  item: ExplorerItem;
  /** The row's place in the table (the header is 1), told to assistive tech when only some rows exist. */
  rowIndex: number;
  selected: boolean;
  cut: boolean;
  picker: boolean;
  handlers: RowHandlers;
};

/** One entry; memoized, so a click re-renders only the rows whose selection or cut state changed. */
export const FileRow = memo(function FileRow({ item, rowIndex, selected, cut, picker, handlers }: Props) {
  const { t } = useTranslation();
  return (
    <tr
      data-testid="file-row"
      data-path={item.path}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      tabIndex={0}
      style={{ height: FILE_ROW_HEIGHT }}
      onClick={() => handlers.onToggle(item)}
      onDoubleClick={(event) => {
        if (item.type === 'folder' && !(event.target as HTMLElement).closest('button, input')) {
          handlers.onOpenFolder(item.path);
        }
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' && item.type === 'folder') handlers.onOpenFolder(item.path);
        if (event.key === ' ') {
          event.preventDefault();
          handlers.onToggle(item);
        }
      }}
      className={`cursor-pointer select-none outline-none focus-visible:bg-blue-50 ${selected ? 'bg-blue-50' : 'hover:bg-slate-50'} ${cut ? 'opacity-60' : ''}`}
    >
      <td className="w-10 px-3 sm:px-4">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => handlers.onToggle(item)}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('files.table.select', { name: item.name })}
          className="h-4 w-4 accent-blue-700"
        />
      </td>
      <td className="max-w-0 px-2 sm:px-4">
        <span className="flex min-w-0 items-center gap-2">
          <Icon
            name={item.type === 'folder' ? 'folder' : 'file'}
            className={`h-5 w-5 shrink-0 ${item.type === 'folder' ? 'text-amber-500' : 'text-slate-400'}`}
          />
          <span
            className={`truncate font-medium ${item.type === 'folder' ? 'text-slate-900' : 'text-slate-800'}`}
            title={item.name}
          >
            {item.name}
          </span>
          {item.type === 'file' && item.isPublic && (
            <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t('files.privacy.public')}
            </span>
          )}
          {cut && <span className="shrink-0 text-xs text-slate-500">{t('files.table.cut')}</span>}
        </span>
      </td>
      <td className="hidden px-4 text-right tabular-nums whitespace-nowrap text-slate-600 sm:table-cell">
        {item.type === 'file' ? formatFileSize(item.size) : '—'}
      </td>
      <td className="hidden px-4 tabular-nums whitespace-nowrap text-slate-600 md:table-cell">
        {item.type === 'file' ? formatDateTime(item.lastModifiedAt) : ''}
      </td>
      {!picker && (
        <td className="w-px px-2 text-right whitespace-nowrap sm:px-4">
          <RowActions item={item} {...handlers} />
        </td>
      )}
    </tr>
  );
});
