import type { UiNode } from '@carrier/contracts/ui-tree';
import { placeNear } from './dnd';
import { elementOf } from './elements';
import { flushPendingEdits } from './inspector/debounced';
import { insertNode, moveNode, placeOf, removeNode } from './store/tree-ops';
import { type TreeStore, withFreshIds } from './store/tree-store';

let clipboard: UiNode | null = null;

// Keys typed on the canvas come from the iframe's realm, where `instanceof HTMLElement` of this window
// is false: elements are recognised by their properties.
const asElement = (target: EventTarget | null) =>
  typeof (target as Partial<HTMLElement> | null)?.closest === 'function' ? (target as HTMLElement) : null;
const typing = (target: EventTarget | null) => {
  const element = asElement(target);
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
};

/** Moves a node by arrow: up/down among its siblings, left out of its parent, right into the previous container. */
function arrowMove(store: TreeStore, id: string, key: string) {
  const place = placeOf(store, id);
  if (!place) return;
  const siblings = store.get(place.parentId)?.childIds ?? [];
  if (key === 'ArrowUp' && place.index > 0) moveNode(store, id, place.parentId, place.index - 1);
  else if (key === 'ArrowDown' && place.index < siblings.length - 1)
    moveNode(store, id, place.parentId, place.index + 1);
  else if (key === 'ArrowLeft') {
    const outer = placeOf(store, place.parentId);
    if (outer) moveNode(store, id, outer.parentId, outer.index + 1);
  } else if (key === 'ArrowRight') {
    const previous = siblings[place.index - 1];
    const target = previous ? store.get(previous) : undefined;
    if (target && elementOf(target.component).container) moveNode(store, id, target.id, target.childIds.length);
  }
}

/**
 * The editor's keys: undo (Ctrl/Cmd+Z), redo (Ctrl/Cmd+Shift+Z or Ctrl+Y), save (Ctrl/Cmd+S), copy,
 * paste, duplicate (Ctrl/Cmd+D), delete (Delete/Backspace) and arrow moves of the selected node.
 * Keys typed into a field stay the field's.
 */
export function handleEditorKey(event: KeyboardEvent, store: TreeStore, save: () => void): boolean {
  // A modal's keys are the modal's.
  if (asElement(event.target)?.closest('dialog')) return false;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 's') {
    save();
    return true;
  }
  if (typing(event.target)) return false;
  const selected = store.selectedId;
  if (mod && key === 'z') {
    flushPendingEdits();
    if (event.shiftKey) store.redo();
    else store.undo();
    return true;
  }
  if (mod && key === 'y') {
    flushPendingEdits();
    store.redo();
    return true;
  }
  if (!selected) return false;
  if (mod && key === 'c') {
    clipboard = store.toTree(selected);
    return true;
  }
  if (mod && key === 'v' && clipboard) {
    const copy = withFreshIds(clipboard);
    const place = placeNear(
      store,
      selected,
      elementOf(store.get(selected)?.component ?? '').container ? 'into' : 'after',
    );
    insertNode(store, copy, place.parentId, place.index);
    return true;
  }
  if (mod && key === 'd') {
    const place = placeOf(store, selected);
    if (place) insertNode(store, withFreshIds(store.toTree(selected)), place.parentId, place.index + 1);
    return true;
  }
  if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) {
    removeNode(store, selected);
    return true;
  }
  if (!mod && event.altKey === false && event.key.startsWith('Arrow')) {
    arrowMove(store, selected, event.key);
    return true;
  }
  return false;
}
