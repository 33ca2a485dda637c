import { useCallback, useEffect, useRef } from 'react';

/** Calls `callback` once `delay` ms pass without another call; `flush` runs a pending call now. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);
  const latest = useRef(callback);
  latest.current = callback;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);
  const call = useCallback(
    (...args: A) => {
      cancel();
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [cancel, flush, delay],
  );
  useEffect(() => cancel, [cancel]);
  return { call, flush, cancel };
}
