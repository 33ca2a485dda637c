import type { InputRef } from '@pothos/core';
import { builder } from '../builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

const optionalList = { required: { list: false, items: false } } as const;

/**
 * The fields every reference where input shares (`AuditWhere` in platform/db/filters turns them into
 * SQL): creation and modification dates, and who created or last modified a row.
 */
export const auditWhereFields = (t: InputFields) => ({
  createdAt_gt: t.field({ type: 'DateTimeOffset' }),
  createdAt_lt: t.field({ type: 'DateTimeOffset' }),
  createdById: t.string(),
  createdById_contains: t.string(),
  createdById_in: t.stringList(optionalList),
  lastModifiedAt_gt: t.field({ type: 'DateTimeOffset' }),
  lastModifiedAt_lt: t.field({ type: 'DateTimeOffset' }),
  lastModifiedById: t.string(),
  lastModifiedById_contains: t.string(),
  lastModifiedById_in: t.stringList(optionalList),
});

/** A where input's `and` and `or`: lists of the input itself. */
export const nestedWhereFields = <W>(t: InputFields, self: InputRef<W>) => ({
  and: t.field({ type: [self], ...optionalList }),
  or: t.field({ type: [self], ...optionalList }),
});
