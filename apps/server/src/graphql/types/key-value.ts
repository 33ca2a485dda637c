import { builder } from '../builder';
import { cachedBy } from '../response-cache';

/** Any JSON value, shown as the reference's scalarValue (one field carries it). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type KeyValue = { key: string; value: JsonValue };

export const ScalarValueRef = builder.objectRef<JsonValue>('scalarValue');
export const KeyValueRef = builder.objectRef<KeyValue>('keyValue');

const entriesOf = (value: JsonValue): KeyValue[] | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([key, child]) => ({ key, value: child }))
    : null;

ScalarValueRef.implement({
  description: 'A representation of a scalar value object',
  ...cachedBy(),
  fields: (t) => ({
    stringValue: t.string({ resolve: (value) => (typeof value === 'string' ? value : null) }),
    numberValue: t.field({ type: 'Decimal', resolve: (value) => (typeof value === 'number' ? value : null) }),
    booleanValue: t.boolean({ resolve: (value) => (typeof value === 'boolean' ? value : null) }),
    arrayValue: t.field({
      type: [ScalarValueRef],
      nullable: { list: true, items: true },
      resolve: (value) => (Array.isArray(value) ? value : null),
    }),
    objectValue: t.field({ type: [KeyValueRef], nullable: { list: true, items: true }, resolve: entriesOf }),
  }),
});

KeyValueRef.implement({
  ...cachedBy(),
  fields: (t) => ({
    key: t.exposeString('key', { nullable: false }),
    value: t.field({ type: ScalarValueRef, resolve: (entry) => entry.value }),
  }),
});
