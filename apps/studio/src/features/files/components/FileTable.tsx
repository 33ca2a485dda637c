import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualRows } from '../../../ui/virtual-rows/useVirtualRows';
import { VirtualRows } from '../../../ui/virtual-rows/VirtualRows';
import type { ExplorerItem } from '../selection';
import type { ListingSort } from '../useFileListing';
import { FILE_ROW_HEIGHT, FileRow, type RowHandlers } from './FileRow';

type Props = RowHandlers & {
  items: ExplorerItem[];
  selectedPaths: ReadonlySet<string>;
  cutPath: string | null;
  loading: boolean;
  picker: boolean;
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
  /** Scrolled near the end of what is loaded: time to fetch the next page. */
  onNearEnd?: () => void;
  /** A row to bring into view (a search result opened in its folder). */
  revealPath?: string | null;
};

const COLUMNS = [
  { field: 'name', label: 'files.table.name', className: '' },
  { field: 'size', label: 'files.table.size', className: 'hidden w-32 text-right sm:table-cell' },
  { field: 'lastModifiedAt', label: 'files.table.modified', className: 'hidden w-48 md:table-cell' },
] as const;

/**
 * A folder's entries: click toggles selection, double-click (or Enter) opens a folder. Only the rows in
 * view (and a few around them) are rendered, so a folder of 10,000 files scrolls and clicks smoothly.
 */
export function FileTable(props: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // Handlers that never change identity, so memoized rows skip re-rendering when the parent does.
  const latest = useRef<RowHandlers>(props);
  latest.current = props;
  const handlers = useMemo<RowHandlers>(
    () => ({
      onToggle: (item) => latest.current.onToggle(item),
      onOpenFolder: (prefix) => latest.current.onOpenFolder(prefix),
      onDownload: (file) => latest.current.onDownload(file),
      onEdit: (file) => latest.current.onEdit(file),
      onCut: (file) => latest.current.onCut(file),
      onDelete: (item) => latest.current.onDelete(item),
    }),
    [],
  );
  const { onNearEnd, revealPath, items } = props;
  const rows = useVirtualRows({ count: items.length, rowHeight: FILE_ROW_HEIGHT, scrollRef: scroller });
  const nearEnd = (rows.indexes.at(-1) ?? -1) >= items.length - 20;
  useEffect(() => {
    if (nearEnd && items.length > 0) onNearEnd?.();
  }, [nearEnd, items.length, onNearEnd]);
  useEffect(() => {
    const element = scroller.current;
    if (!element || !revealPath) return;
    const index = items.findIndex((item) => item.path === revealPath);
    if (index >= 0) element.scrollTop = Math.max(0, index * FILE_ROW_HEIGHT - element.clientHeight / 2);
  }, [revealPath, items]);

  return (
    <div ref={scroller} className="max-h-[min(70vh,44rem)] overflow-y-auto">
      <table className="w-full table-fixed text-sm" aria-busy={props.loading} aria-rowcount={props.items.length + 1}>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th className="w-10 px-3 py-3 sm:px-4">
              <span className="sr-only">{t('files.table.selected')}</span>
            </th>
            {COLUMNS.map((column) => {
              const active = props.sort.startsWith(column.field);
              const descending = props.sort.endsWith('_desc');
              return (
                <th
                  key={column.field}
                  className={`px-2 py-3 font-medium sm:px-4 ${column.className}`}
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
            {!props.picker && (
              <th className="w-40 px-2 py-3 text-right font-medium sm:w-64 sm:px-4">
                <span className="sr-only sm:not-sr-only">{t('files.table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody ref={rows.bodyRef} className="divide-y divide-slate-100">
          <VirtualRows
            rows={rows}
            rowKey={(index) => items[index]?.path ?? index}
            renderRow={(index) => {
              const item = items[index];
              return (
                item && (
                  <FileRow
                    item={item}
                    rowIndex={index + 2}
                    selected={props.selectedPaths.has(item.path)}
                    cut={item.path === props.cutPath}
                    picker={props.picker}
                    handlers={handlers}
                  />
                )
              );
            }}
          />
        </tbody>
      </table>
      {/* Below the table, not a row spanning it: at narrow widths columns hide, and a span over them
          would add phantom columns to the fixed layout. */}
      {props.loading && props.items.length === 0 && (
        <p role="status" className="px-4 py-10 text-center text-sm text-slate-500">
          {t('files.table.loading')}
        </p>
      )}
      {!props.loading && props.items.length === 0 && (
        <div role="status" className="px-4 py-12 text-center text-sm">
          <p className="font-medium text-slate-700">{t('files.table.empty')}</p>
          <p className="mt-1 text-slate-500">{t('files.table.emptyHint')}</p>
        </div>
      )}
    </div>
  );
}
