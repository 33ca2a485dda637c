/**
 * JSON Logic's truthiness (jsonlogic.com, "Truthy and falsy"): false, null, 0, "" and the empty
 * list [] are falsy; everything else is truthy, "0" and the empty object {} included. The one test
 * of a condition everywhere: `if`, `!`, `!!`, `and`, `or`, iterators, code conditions, underwriting.
 */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}
