/**
 * A validator answers undefined when the value passes and a message key when it fails, which is
 * exactly what react-hook-form's `validate` expects. Widgets translate the key through `useKitText`.
 */
export type Validator<Value = unknown> = (value: Value) => string | undefined;

/** Empty means nothing entered: null, undefined, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
