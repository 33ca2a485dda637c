import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementOf } from './elements';
import { useTreeStore } from './store/hooks';
import { insertNode, moveNode } from './store/tree-ops';
import type { TreeStore } from './store/tree-store';

/** What is being dragged: a node of the tree, a new element of the gallery, or one of the app's components. */
export type DragData =
  | { kind: 'node'; id: string; label: string }
  | { kind: 'new'; type: string; label: string }
  | { kind: 'component'; componentId: string; name: string; label: string };

export type Zone = 'before' | 'after' | 'into';

/**
 * A new node of an element type with its defaults, named as the gallery names the type in the studio's
 * locale (or an instance of one of the app's components).
 */
export function newNode(data: DragData): UiNode | null {
  if (data.kind === 'new') return uiNode(data.type, { ...elementOf(data.type).defaults(), label: data.label });
  if (data.kind === 'component') return uiNode(data.name, { label: data.name, componentId: data.componentId });
  return null;
}

/** Where a drop near a node lands: before or after it in its parent, or inside it (containers only). */
export function placeNear(store: TreeStore, targetId: string, zone: Zone): { parentId: string; index: number } {
  const target = store.get(targetId);
  if (!target) return { parentId: store.rootId, index: Number.MAX_SAFE_INTEGER };
  if (zone === 'into' || !target.parentId) {
    if (elementOf(target.component).container) return { parentId: target.id, index: target.childIds.length };
    if (!target.parentId) return { parentId: target.id, index: target.childIds.length };
  }
  const parentId = target.parentId as string;
  const index = store.get(parentId)?.childIds.indexOf(targetId) ?? 0;
  return { parentId, index: zone === 'before' ? index : index + 1 };
}

/** Puts dragged data at a place: moves a node (counting its own removal) or inserts a new one. */
export function dropAt(store: TreeStore, data: DragData, place: { parentId: string; index: number }) {
  if (data.kind === 'node') {
    if (data.id === place.parentId) return;
    const node = store.get(data.id);
    const siblings = store.get(place.parentId)?.childIds ?? [];
    const from = node?.parentId === place.parentId ? siblings.indexOf(data.id) : -1;
    moveNode(store, data.id, place.parentId, from >= 0 && from < place.index ? place.index - 1 : place.index);
    return;
  }
  const node = newNode(data);
  if (node) insertNode(store, node, place.parentId, place.index);
}

type Props = {
  children: ReactNode;
  /** The node under a point of the screen on the canvas (null outside it). */
  canvasNodeAt: (x: number, y: number) => string | null;
};

/** Drag and drop of the editor (@dnd-kit): tree rows and gallery items onto the tree or the canvas. */
export function EditorDnd({ children, canvasNodeAt }: Props) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const [active, setActive] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  const onDragStart = (event: DragStartEvent) => {
    setActive((event.active.data.current as DragData | undefined) ?? null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const data = event.active.data.current as DragData | undefined;
    const over = event.over;
    if (!data || !over) return;
    const start = event.activatorEvent as PointerEvent | null;
    const x = (start?.clientX ?? 0) + event.delta.x;
    const y = (start?.clientY ?? 0) + event.delta.y;
    if (over.id === 'canvas') {
      const target = canvasNodeAt(x, y);
      dropAt(store, data, placeNear(store, target ?? store.rootId, 'into'));
      return;
    }
    const targetId = String(over.id).replace(/^row:/, '');
    const rect = over.rect;
    const offset = (y - rect.top) / Math.max(rect.height, 1);
    const zone: Zone = offset < 0.3 ? 'before' : offset > 0.7 ? 'after' : 'into';
    dropAt(store, data, placeNear(store, targetId, zone));
  };

  return (
    <DndContext
      accessibility={{ screenReaderInstructions: { draggable: t('uiEditor.dragInstructions') } }}
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      {children}
      <DragOverlay dropAnimation={{ duration: 250 }}>
        {active && (
          <div
            className="rounded bg-blue-700 px-3 py-1 text-sm text-white shadow-lg"
            translate="no"
            data-testid="drag-overlay"
          >
            {active.label}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
