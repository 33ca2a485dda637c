import { builder } from '../builder';

/** sortInput: a field name and 'asc' or 'desc'. */
export type Sort = { fieldName: string; type: string };

export const SortInput = builder.inputRef<Sort>('sortInput').implement({
  description: 'Sort items',
  fields: (t) => ({
    fieldName: t.string({ required: true, description: 'The field name onto which to sort' }),
    type: t.string({ required: true, description: "'asc' or 'desc'" }),
  }),
});
