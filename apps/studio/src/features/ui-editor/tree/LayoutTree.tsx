import { type DraggableAttributes, type DraggableSyntheticListeners, useDraggable, useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedText } from '../../../i18n/localized';
import type { DragData } from '../dnd';
import { elementOf } from '../elements';
import { hasDefaultName, nodeName, useNodeName } from '../elements/node-name';
import { useIsSelected, useNode, useTreeMeta, useTreeStore } from '../store/hooks';
import { type ExpandedStore, useExpandedVersion } from './expanded-store';
import { ancestorsOf, visibleRows } from './visible-rows';

/** Nesting colours, cycling over 9 layers (spec 002 §9). */
const NESTING_COLORS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#dc2626',
  '#65a30d',
  '#475569',
] as const;

/** Every row is one line of this height: the list is virtual, only the rows in view are mounted. */
const ROW_HEIGHT = 26;

type RowProps = { id: string; depth: number; open: boolean; expanded: ExpandedStore };

/** What a row shows; memoized apart from the drag hooks, whose context changes as a drag passes rows. */
const RowContent = memo(function RowContent({
  id,
  depth,
  open,
  expanded,
  listeners,
  attributes,
}: RowProps & { listeners?: DraggableSyntheticListeners; attributes?: DraggableAttributes }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const node = useNode(id);
  const selected = useIsSelected(id);
  const inLocale = useLocalizedText();
  if (!node) return null;
  const type = elementOf(node.component);
  const hasChildren = node.childIds.length > 0;
  // A name the user gave stays as typed, with its element type beside it; a default name is the type's, in the studio's locale.
  const given = !hasDefaultName(node);
  return (
    <>
      <button
        type="button"
        className="w-5 shrink-0 text-slate-500"
        aria-label={open ? t('uiEditor.tree.collapse') : t('uiEditor.tree.expand')}
        aria-expanded={hasChildren ? open : undefined}
        onClick={() => expanded.set(id, !open)}
        disabled={!hasChildren}
      >
        {hasChildren ? (open ? '▾' : '▸') : ''}
      </button>
      <button
        type="button"
        {...listeners}
        {...attributes}
        aria-current={selected ? 'true' : undefined}
        onClick={() => store.select(id)}
        className={`min-w-0 flex-1 truncate text-left ${depth === 0 ? '' : 'cursor-grab'}`}
      >
        <span translate={given || type.type === 'custom' ? 'no' : undefined}>{nodeName(node, inLocale)}</span>
        {type.type !== 'custom' && given && (
          <span className="ml-1 text-xs text-slate-400" title={node.component}>
            {inLocale(type.name)}
          </span>
        )}
      </button>
    </>
  );
});

const TreeRow = memo(function TreeRow({ id, depth, open, expanded, top }: RowProps & { top: number }) {
  const node = useNode(id);
  const selected = useIsSelected(id);
  const name = useNodeName();
  const data: DragData = { kind: 'node', id, label: node ? name(node) : '' };
  const drag = useDraggable({ id: `node:${id}`, data, disabled: depth === 0 });
  const drop = useDroppable({ id: `row:${id}` });
  const draggable = depth > 0;
  return (
    <li
      ref={(element) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      data-tree-row={id}
      style={{
        height: ROW_HEIGHT,
        paddingLeft: depth * 12,
        // Not a transform: dnd-kit measures drop targets without their transforms.
        top,
        borderLeftColor: NESTING_COLORS[depth % NESTING_COLORS.length],
      }}
      className={`absolute left-0 flex w-full items-center gap-1 border-l-4 pr-2 text-sm ${
        selected ? 'bg-blue-100 text-blue-900' : drop.isOver ? 'bg-amber-50' : 'hover:bg-slate-100'
      } ${drag.isDragging ? 'opacity-40' : ''}`}
    >
      <RowContent
        id={id}
        depth={depth}
        open={open}
        expanded={expanded}
        listeners={draggable ? drag.listeners : undefined}
        attributes={draggable ? drag.attributes : undefined}
      />
    </li>
  );
});

/**
 * The layout tree of the open component: select, expand, drag to reorder or to another parent. The
 * list is virtual (a 1,000-node tree mounts the few rows in view), and a selection made elsewhere
 * (on the canvas) opens the rows down to it and scrolls it into view.
 */
export function LayoutTree({ expanded, label }: { expanded: ExpandedStore; label: string }) {
  const store = useTreeStore();
  const { revision, selected } = useTreeMeta();
  const version = useExpandedVersion(expanded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision and version name the store's states
  const rows = useMemo(() => visibleRows(store, expanded.isOpen), [store, expanded, revision, version]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  const reveal = useRef<string | null>(null);
  useEffect(() => {
    if (!selected) return;
    reveal.current = selected;
    expanded.openAll(ancestorsOf(store, selected));
  }, [store, expanded, selected]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection whose row is already there scrolls now
  useEffect(() => {
    if (!reveal.current) return;
    const index = rows.findIndex((row) => row.id === reveal.current);
    if (index < 0) return;
    reveal.current = null;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [rows, virtualizer, selected]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-auto p-1">
      <ul aria-label={label} className="relative select-none" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            row && (
              <TreeRow
                key={row.id}
                id={row.id}
                depth={row.depth}
                open={row.open}
                expanded={expanded}
                top={item.start}
              />
            )
          );
        })}
      </ul>
    </div>
  );
}
