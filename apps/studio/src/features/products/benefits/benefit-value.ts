export const VALUE_TYPES = ['Number', 'Text', 'Boolean', 'Date', 'Complex'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The value type of a stored JSON value (rawData); Text when there is none. */
export function detectValueType(rawData: string | null | undefined): ValueType {
  if (rawData === null || rawData === undefined || rawData === '') return 'Text';
  let value: unknown;
  try {
    value = JSON.parse(rawData);
  } catch {
    return 'Text';
  }
  if (typeof value === 'number') return 'Number';
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'string') return ISO_DATE.test(value) ? 'Date' : 'Text';
  if (value === null) return 'Text';
  return 'Complex';
}

/** The stored value as the editor shows it in its input for that type. */
export function valueForEditing(rawData: string | null | undefined): string {
  if (rawData === null || rawData === undefined || rawData === '') return '';
  try {
    const value: unknown = JSON.parse(rawData);
    if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
    if (value === null) return '';
    if (typeof value === 'object') return JSON.stringify(value, null, 2);
    return String(value);
  } catch {
    return rawData;
  }
}

export type ValueProblem = 'number' | 'date' | 'json';

/** What the editor's input means as JSON text for the chosen type; empty input means no value. */
export function toValueJson(type: ValueType, input: string): { json: string | null } | { problem: ValueProblem } {
  const text = input.trim();
  if (text === '') return { json: null };
  switch (type) {
    case 'Number': {
      const number = Number(text);
      return Number.isFinite(number) ? { json: JSON.stringify(number) } : { problem: 'number' };
    }
    case 'Boolean':
      return { json: text === 'true' ? 'true' : 'false' };
    case 'Date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
        ? { json: JSON.stringify(text) }
        : { problem: 'date' };
    case 'Complex':
      try {
        return { json: JSON.stringify(JSON.parse(text)) };
      } catch {
        return { problem: 'json' };
      }
    default:
      return { json: JSON.stringify(input) };
  }
}
