import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

/** The one Pothos builder; every module registers its types and fields on it. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
}>({});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 date-time');
    return date;
  },
});
