import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FlatNode, TreeMeta, TreeStore } from './tree-store';

export const TreeContext = createContext<TreeStore | null>(null);

export function useTreeStore(): TreeStore {
  const store = useContext(TreeContext);
  if (!store) throw new Error('useTreeStore outside a TreeContext');
  return store;
}

/** One node; the caller re-renders when this node changes and at no other change. */
export function useNode(id: string): FlatNode | undefined {
  const store = useTreeStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeNode(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.get(id));
}

/** Whether this node is the selected one (re-renders only the two nodes a selection change touches). */
export function useIsSelected(id: string): boolean {
  const store = useTreeStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeSelection(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.selectedId === id);
}

/** Revision, dirty, undo/redo availability and the selection: for the bars and the inspector. */
export function useTreeMeta(): TreeMeta {
  const store = useTreeStore();
  return useSyncExternalStore(store.subscribe, store.meta);
}
