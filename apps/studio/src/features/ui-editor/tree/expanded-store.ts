import { useCallback, useSyncExternalStore } from 'react';

/** Which rows of the layout tree are open, with a listener per row. */
export class ExpandedStore {
  private open = new Set<string>();
  private listeners = new Map<string, Set<() => void>>();
  private allOpen = false;

  constructor(initial: Iterable<string> = []) {
    for (const id of initial) this.open.add(id);
  }

  isOpen = (id: string) => this.allOpen || this.open.has(id);

  set(id: string, open: boolean) {
    if (this.isOpen(id) === open) return;
    if (this.allOpen && !open) {
      this.allOpen = false;
      for (const key of this.listeners.keys()) if (key !== id) this.open.add(key);
    }
    if (open) this.open.add(id);
    else this.open.delete(id);
    for (const listener of this.listeners.get(id) ?? []) listener();
  }

  expandAll() {
    this.allOpen = true;
    for (const set of this.listeners.values()) for (const listener of set) listener();
  }

  subscribe(id: string, listener: () => void) {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }
}

export function useExpanded(store: ExpandedStore, id: string) {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.isOpen(id));
}
