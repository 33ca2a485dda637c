import { type ScalarValue } from '../../core/scalar-value';
import { builder } from '../builder';
import { TEXT_LENGTH } from '../input-limits';

export type { ScalarValue };

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
