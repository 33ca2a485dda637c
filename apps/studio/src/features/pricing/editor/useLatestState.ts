import { type SetStateAction, useCallback, useRef, useState } from 'react';

/**
 * State whose latest value can be read at any moment (`latest()`), even between two quick events or
 * after an `await`: every update, functional or not, applies to the newest value, never to a render's copy.
 */
export function useLatestState<Value>(initial: Value) {
  const [value, setValue] = useState(initial);
  const ref = useRef(initial);
  const update = useCallback((next: SetStateAction<Value>) => {
    ref.current = typeof next === 'function' ? (next as (current: Value) => Value)(ref.current) : next;
    setValue(ref.current);
  }, []);
  const latest = useCallback(() => ref.current, []);
  return [value, update, latest] as const;
}
