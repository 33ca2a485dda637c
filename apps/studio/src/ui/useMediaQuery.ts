import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (re-renders when it changes), e.g. '(min-width: 640px)'. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
