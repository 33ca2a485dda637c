import { useCallback, useRef, useState } from 'react';

/**
 * State that the parent may own. With `value` undefined the widget keeps its own state, starting at
 * `defaultValue`; either way `onChange` hears every change. `null` is a controlled value, not "uncontrolled".
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, setValue];
}
