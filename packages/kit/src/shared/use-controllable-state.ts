import { useState } from 'react';

/**
 * State that the parent may own. With `value` undefined the widget keeps its own state, starting at
 * `defaultValue`; either way `onChange` hears every change. `null` is a controlled value, not "uncontrolled".
 * The setter is a fresh function each render (one hook per widget: big forms mount hundreds of them);
 * widgets use it in handlers, never as an effect dependency.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [controlled ? value : own, setValue];
}
