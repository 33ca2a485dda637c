import { builder } from '../builder';
import { TEXT_LENGTH } from '../input-limits';

type Maybe<T> = T | null | undefined;

/** scalarValueInput: one of its fields carries the value. */
export type ScalarValue = {
  stringValue?: Maybe<string>;
  booleanValue?: Maybe<boolean>;
  numberValue?: Maybe<number>;
  dateValue?: Maybe<Date>;
  arrayValue?: Maybe<ReadonlyArray<Maybe<ScalarValue>>>;
  objectValue?: Maybe<ReadonlyArray<Maybe<{ key: string; value?: Maybe<ScalarValue> }>>>;
};

export function scalarToJson(value: Maybe<ScalarValue>): unknown {
  if (!value) return null;
  if (value.stringValue !== null && value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== null && value.booleanValue !== undefined) return value.booleanValue;
  if (value.numberValue !== null && value.numberValue !== undefined) return value.numberValue;
  if (value.dateValue) return value.dateValue.toISOString();
  if (value.arrayValue) return value.arrayValue.map(scalarToJson);
  if (value.objectValue)
    return Object.fromEntries(
      value.objectValue.flatMap((entry) => (entry ? [[entry.key, scalarToJson(entry.value)]] : [])),
    );
  return null;
}

export const ScalarValueInput = builder.inputRef<ScalarValue>('scalarValueInput');
export const KeyValueInput = builder.inputRef<{ key: string; value?: ScalarValue | null }>('keyValueInput').implement({
  fields: (t) => ({ key: t.string({ required: true }), value: t.field({ type: ScalarValueInput }) }),
});
ScalarValueInput.implement({
  description: 'A representation of a sclar value object',
  fields: (t) => ({
    stringValue: t.string(TEXT_LENGTH),
    booleanValue: t.boolean(),
    dateValue: t.field({ type: 'DateTime' }),
    numberValue: t.field({ type: 'Decimal' }),
    arrayValue: t.field({ type: [ScalarValueInput], required: { list: false, items: false } }),
    objectValue: t.field({ type: [KeyValueInput], required: { list: false, items: false } }),
  }),
});
