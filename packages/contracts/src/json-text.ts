/** Whether a text parses as JSON (any value: object, array, string, number, boolean or null). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
