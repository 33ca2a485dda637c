import { Fragment, type Key, type ReactNode } from 'react';
import type { VirtualRowWindow } from './useVirtualRows';

type Props = {
  rows: VirtualRowWindow;
  rowKey: (index: number) => Key;
  /** One row (a memoized component, so rows whose props did not change skip rendering). */
  renderRow: (index: number) => ReactNode;
};

/** The rows of a `useVirtualRows` window inside a <tbody>, with spacer rows for those not rendered. */
export function VirtualRows({ rows, rowKey, renderRow }: Props) {
  return (
    <>
      {rows.before > 0 && <Spacer height={rows.before} />}
      {rows.indexes.map((index) => (
        <Fragment key={rowKey(index)}>{renderRow(index)}</Fragment>
      ))}
      {rows.after > 0 && <Spacer height={rows.after} />}
    </>
  );
}

/**
 * One cell, no colSpan: a span over columns hidden at narrow widths (hidden sm:table-cell) would add
 * phantom columns to a fixed-layout table.
 */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden data-testid="virtual-spacer" style={{ height }}>
      <td className="p-0" />
    </tr>
  );
}
