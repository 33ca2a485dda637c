import { useDraggable, useDroppable } from '@dnd-kit/core';
import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragData } from '../dnd';
import { elementOf } from '../elements';
import { useIsSelected, useNode, useTreeStore } from '../store/hooks';
import { type ExpandedStore, useExpanded } from './expanded-store';

/** Nesting colours, cycling over 9 layers (spec 002 §9). */
export const NESTING_COLORS = [
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

const ExpandedContext = createContext<ExpandedStore | null>(null);

const TreeRow = memo(function TreeRow({ id, depth }: { id: string; depth: number }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const node = useNode(id);
  const selected = useIsSelected(id);
  const expanded = useContext(ExpandedContext) as ExpandedStore;
  const open = useExpanded(expanded, id);
  const data: DragData = { kind: 'node', id, label: node?.label ?? '' };
  const drag = useDraggable({ id: `node:${id}`, data, disabled: depth === 0 });
  const drop = useDroppable({ id: `row:${id}` });
  if (!node) return null;
  const type = elementOf(node.component);
  const hasChildren = node.childIds.length > 0;
  const color = NESTING_COLORS[depth % NESTING_COLORS.length];
  return (
    <li>
      <div
        ref={(element) => {
          drag.setNodeRef(element);
          drop.setNodeRef(element);
        }}
        data-tree-row={id}
        style={{ paddingLeft: depth * 12, borderLeftColor: color }}
        className={`flex items-center gap-1 border-l-4 py-0.5 pr-2 text-sm ${
          selected ? 'bg-blue-100 text-blue-900' : drop.isOver ? 'bg-amber-50' : 'hover:bg-slate-100'
        } ${drag.isDragging ? 'opacity-40' : ''}`}
      >
        <button
          type="button"
          className="w-5 shrink-0 text-slate-500"
          aria-label={open ? t('uiEditor.tree.collapse') : t('uiEditor.tree.expand')}
          onClick={() => expanded.set(id, !open)}
          disabled={!hasChildren}
        >
          {hasChildren ? (open ? '▾' : '▸') : ''}
        </button>
        <button
          type="button"
          {...(depth > 0 ? { ...drag.listeners, ...drag.attributes } : {})}
          aria-current={selected ? 'true' : undefined}
          onClick={() => store.select(id)}
          className="min-w-0 flex-1 truncate text-left"
        >
          <span translate="no">{node.label}</span>
          {type.type !== 'custom' && node.label !== node.component.replace(/^J/, '') && (
            <span className="ml-1 text-xs text-slate-400" translate="no">
              {node.component}
            </span>
          )}
        </button>
      </div>
      {hasChildren && open && (
        <ul>
          {node.childIds.map((child) => (
            <TreeRow key={child} id={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
});

/** The layout tree of the open component: select, expand, drag to reorder or to another parent. */
export function LayoutTree({ expanded, label }: { expanded: ExpandedStore; label: string }) {
  const store = useTreeStore();
  return (
    <ExpandedContext.Provider value={expanded}>
      <ul aria-label={label} className="select-none">
        <TreeRow id={store.rootId} depth={0} />
      </ul>
    </ExpandedContext.Provider>
  );
}
