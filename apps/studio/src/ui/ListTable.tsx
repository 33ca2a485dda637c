import type { Key, ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import type { VirtualRowWindow } from './virtual-rows/useVirtualRows';
import { VirtualRows } from './virtual-rows/VirtualRows';

type ListColumn = {
  key: string;
  /** The header's text; none for a column of actions. */
  label?: ReactNode;
  /** Alignment or visibility of the header cell, such as 'text-right' or 'hidden sm:table-cell'. */
  className?: string;
};

type Props = {
  columns: ListColumn[];
  /** The rows' window (useVirtualRows) and how to key and draw one row (a memoized row component). */
  rows: VirtualRowWindow;
  rowKey: (index: number) => Key;
  renderRow: (index: number) => ReactNode;
  /** Said below the header instead of rows: loading, nothing yet, nothing found. */
  message?: ReactNode;
  /** The list's query when its load failed (and nothing older is shown): said in place of rows, with a retry. */
  failed?: { error: unknown; refetch: () => unknown; isFetching?: boolean } | false | null;
  /** The table's own classes, such as a minimum width under which the box scrolls sideways. */
  className?: string;
  /** Older rows shown while the next page loads. */
  dimmed?: boolean;
  busy?: boolean;
};

/** A list page's table: the header, the (windowed) rows or a message below them, in a box that scrolls sideways. */
export function ListTable({ columns, rows, rowKey, renderRow, message, failed, className = '', dimmed, busy }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={`w-full text-sm ${className} ${dimmed ? 'opacity-60' : ''}`} aria-busy={busy}>
        <thead className="bg-slate-50">
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            {columns.map((column) => (
              <th key={column.key} className={`px-4 py-3 font-medium ${column.className ?? ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={rows.bodyRef} className="divide-y divide-slate-100">
          <VirtualRows rows={rows} rowKey={rowKey} renderRow={renderRow} />
        </tbody>
      </table>
      {/* Below the table, not a row spanning it: a span over columns hidden at narrow widths would
          add phantom columns (the header's cells would stop short of the table's edge). */}
      {failed ? (
        <LoadFailed query={failed} />
      ) : message ? (
        <p role="status" className="px-4 py-8 text-center text-sm text-slate-500">
          {message}
        </p>
      ) : null}
    </div>
  );
}
