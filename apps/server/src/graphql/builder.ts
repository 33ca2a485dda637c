import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

/** The one Pothos builder; every module registers its types and fields on it. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    DateTimeOffset: { Input: Date; Output: Date | string };
    Decimal: { Input: number; Output: number | string };
    Seconds: { Input: number; Output: number };
  };
}>({});

builder.queryType({});
builder.mutationType({});

function dateTimeScalar(name: 'DateTime' | 'DateTimeOffset') {
  builder.scalarType(name, {
    serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
    parseValue: (value) => {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw new TypeError(`${name} must be an ISO 8601 date-time`);
      return date;
    },
  });
}
dateTimeScalar('DateTime');
dateTimeScalar('DateTimeOffset');

/** A decimal number; sent as a JSON number or a numeric string. */
builder.scalarType('Decimal', {
  serialize: (value) => Number(value),
  parseValue: (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) throw new TypeError('Decimal must be a finite number');
    return number;
  },
});

/** A whole number of seconds (app token lifespans). */
builder.scalarType('Seconds', {
  serialize: (value) => Number(value),
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      throw new TypeError('Seconds must be a whole, non-negative number');
    return value;
  },
});
