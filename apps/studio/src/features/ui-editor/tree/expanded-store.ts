import { useSyncExternalStore } from 'react';

/** Which rows of the layout tree are open; `version` names the state, for the visible rows' memo. */
export class ExpandedStore {
  private open = new Set<string>();
  /** After Expand All: every row is open but these. */
  private closed = new Set<string>();
  private listeners = new Set<() => void>();
  private allOpen = false;
  private current = 0;

  constructor(initial: Iterable<string> = []) {
    for (const id of initial) this.open.add(id);
  }

  isOpen = (id: string) => (this.allOpen ? !this.closed.has(id) : this.open.has(id));

  version = () => this.current;

  set(id: string, open: boolean) {
    if (this.isOpen(id) === open) return;
    this.mark(id, open);
    this.emit();
  }

  /** Opens every id given (the ancestors of a node to reveal) in one change. */
  openAll(ids: Iterable<string>) {
    let changed = false;
    for (const id of ids) {
      if (this.isOpen(id)) continue;
      this.mark(id, true);
      changed = true;
    }
    if (changed) this.emit();
  }

  expandAll() {
    if (this.allOpen && this.closed.size === 0) return;
    this.allOpen = true;
    this.closed.clear();
    this.emit();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private mark(id: string, open: boolean) {
    if (this.allOpen) {
      if (open) this.closed.delete(id);
      else this.closed.add(id);
    } else if (open) this.open.add(id);
    else this.open.delete(id);
  }

  private emit() {
    this.current += 1;
    for (const listener of this.listeners) listener();
  }
}

export const useExpandedVersion = (store: ExpandedStore) => useSyncExternalStore(store.subscribe, store.version);
