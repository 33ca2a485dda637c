/** json-logic-engine throws NaN, plain objects or Errors; a readable message for each. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'number' && Number.isNaN(error)) return 'The result is not a number';
  if (error && typeof error === 'object') return JSON.stringify(error);
  return String(error);
}
