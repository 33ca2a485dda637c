/** The reference's scalarValueInput as plain data, and its JSON meaning; knows nothing of GraphQL. */
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
