import { INPUT_MESSAGES } from '@carrier/contracts';
import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

/** The one Pothos builder; every module registers its types and fields on it. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    DateTimeOffset: { Input: Date; Output: Date | string };
    Decimal: { Input: number; Output: number | string };
  };
}>({});

builder.queryType({});
builder.mutationType({});

function dateTimeScalar(name: 'DateTime' | 'DateTimeOffset') {
  builder.scalarType(name, {
    serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
    parseValue: (value) => {
      const date = new Date(String(value));
      const year = date.getUTCFullYear();
      // Years outside 1..9999 (negative, six-digit) are valid in JavaScript but not in the database.
      if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
        throw new TypeError(INPUT_MESSAGES.dateOutOfRange(name));
      }
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
