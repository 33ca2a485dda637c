import type { UiNode } from '@carrier/contracts/ui-tree';
import { TreeStore } from './tree-store';

/**
 * The trees opened in this visit, one store per component: switching components keeps unsaved
 * edits (and their undo history) in memory, and the page knows whether any is unsaved.
 */
export class EditorSession {
  private stores = new Map<string, TreeStore>();
  private listeners = new Set<() => void>();
  private dirtySnapshot = '';

  storeFor(componentId: string, tree: UiNode): TreeStore {
    let store = this.stores.get(componentId);
    if (!store) {
      store = new TreeStore(tree);
      this.stores.set(componentId, store);
      store.subscribe(() => this.update());
    }
    return store;
  }

  forget(componentId: string) {
    this.stores.delete(componentId);
    this.update();
  }

  private update() {
    const dirty = [...this.stores.entries()]
      .filter(([, store]) => store.meta().dirty)
      .map(([id]) => id)
      .join(',');
    if (dirty === this.dirtySnapshot) return;
    this.dirtySnapshot = dirty;
    for (const listener of this.listeners) listener();
  }

  /** The ids of components with unsaved changes, comma separated ('' when none). */
  dirty = () => this.dirtySnapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}
