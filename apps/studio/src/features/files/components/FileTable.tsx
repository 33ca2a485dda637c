import { formatFileSize } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import type { ExplorerItem, FileItem } from '../selection';
import type { ListingSort } from '../useFileListing';
import { Icon } from './icons';
import { RowActions } from './RowActions';

type Props = {
  items: ExplorerItem[];
  selected: readonly ExplorerItem[];
  cutPath: string | null;
  loading: boolean;
  picker: boolean;
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  onToggle: (item: ExplorerItem) => void;
  onOpenFolder: (prefix: string) => void;
  onDownload: (file: FileItem) => void;
  onEdit: (file: FileItem) => void;
  onCut: (file: FileItem) => void;
  onDelete: (item: ExplorerItem) => void;
};

const COLUMNS = [
  { field: 'name', label: 'files.table.name', className: '' },
  { field: 'size', label: 'files.table.size', className: 'w-32 text-right' },
  { field: 'lastModifiedAt', label: 'files.table.modified', className: 'w-48' },
] as const;

/** A folder's entries: click toggles selection, double-click (or Enter) opens a folder. */
export function FileTable(props: Props) {
  const { t } = useTranslation();
  const isSelected = (item: ExplorerItem) => props.selected.some((selected) => selected.path === item.path);
  return (
    <table className="w-full text-sm" aria-busy={props.loading}>
      <thead className="bg-slate-50">
        <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
          <th className="w-10 px-4 py-3">
            <span className="sr-only">{t('files.table.selected')}</span>
          </th>
          {COLUMNS.map((column) => {
            const active = props.sort.startsWith(column.field);
            const descending = props.sort.endsWith('_desc');
            return (
              <th
                key={column.field}
                className={`px-4 py-3 font-medium ${column.className}`}
                aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}
              >
                <button
                  type="button"
                  className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                  onClick={() =>
                    props.onSort((active && !descending ? `${column.field}_desc` : column.field) as ListingSort)
                  }
                >
                  {t(column.label)}
                  <span aria-hidden="true">{active ? (descending ? '▼' : '▲') : ''}</span>
                </button>
              </th>
            );
          })}
          {!props.picker && <th className="w-44 px-4 py-3 text-right font-medium">{t('files.table.actions')}</th>}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {props.loading && props.items.length === 0 && (
          <tr>
            <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
              {t('files.table.loading')}
            </td>
          </tr>
        )}
        {!props.loading && props.items.length === 0 && (
          <tr>
            <td colSpan={5} className="px-4 py-12 text-center">
              <p className="font-medium text-slate-700">{t('files.table.empty')}</p>
              <p className="mt-1 text-slate-500">{t('files.table.emptyHint')}</p>
            </td>
          </tr>
        )}
        {props.items.map((item) => {
          const selected = isSelected(item);
          const cut = item.path === props.cutPath;
          return (
            <tr
              key={item.path}
              data-testid="file-row"
              data-path={item.path}
              aria-selected={selected}
              tabIndex={0}
              onClick={() => props.onToggle(item)}
              onDoubleClick={(event) => {
                if (item.type === 'folder' && !(event.target as HTMLElement).closest('button, input')) {
                  props.onOpenFolder(item.path);
                }
              }}
              onKeyDown={(event) => {
                if (event.target !== event.currentTarget) return;
                if (event.key === 'Enter' && item.type === 'folder') props.onOpenFolder(item.path);
                if (event.key === ' ') {
                  event.preventDefault();
                  props.onToggle(item);
                }
              }}
              className={`cursor-pointer select-none outline-none focus-visible:bg-blue-50 ${selected ? 'bg-blue-50' : 'hover:bg-slate-50'} ${cut ? 'opacity-60' : ''}`}
            >
              <td className="px-4 py-2.5">
                <input
                  type="checkbox"
                  checked={selected}
                  onChange={() => props.onToggle(item)}
                  onClick={(event) => event.stopPropagation()}
                  aria-label={t('files.table.select', { name: item.name })}
                  className="h-4 w-4 accent-blue-700"
                />
              </td>
              <td className="px-4 py-2.5">
                <span className="flex items-center gap-2">
                  <Icon
                    name={item.type === 'folder' ? 'folder' : 'file'}
                    className={`h-5 w-5 shrink-0 ${item.type === 'folder' ? 'text-amber-500' : 'text-slate-400'}`}
                  />
                  <span className={`font-medium ${item.type === 'folder' ? 'text-slate-900' : 'text-slate-800'}`}>
                    {item.name}
                  </span>
                  {item.type === 'file' && item.isPublic && (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                      {t('files.privacy.public')}
                    </span>
                  )}
                  {cut && <span className="text-xs text-slate-500">{t('files.table.cut')}</span>}
                </span>
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums text-slate-600">
                {item.type === 'file' ? formatFileSize(item.size) : '—'}
              </td>
              <td className="px-4 py-2.5 tabular-nums text-slate-600">
                {item.type === 'file' ? formatDateTime(item.lastModifiedAt) : ''}
              </td>
              {!props.picker && (
                <td className="px-4 py-2.5 text-right">
                  <RowActions item={item} {...props} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
