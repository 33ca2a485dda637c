import { useSyncExternalStore } from 'react';

/** A small store of one value with listeners, for editor-wide settings (canvas locale, expanded rows). */
export function createValueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type ValueStore<T> = ReturnType<typeof createValueStore<T>>;

export const useValue = <T>(store: ValueStore<T>) => useSyncExternalStore(store.subscribe, store.get);
