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
    Date: { Input: string; Output: string };
    Seconds: { Input: number; Output: number };
    Byte: { Input: number; Output: number };
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

/** A calendar date, `YYYY-MM-DD`, years 0001 to 9999. */
builder.scalarType('Date', {
  serialize: (value) => String(value),
  parseValue: (value) => {
    const text = String(value);
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const date = match ? new Date(`${text}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text || text < '0001') {
      throw new TypeError(INPUT_MESSAGES.dateOutOfRange('Date'));
    }
    return text;
  },
});

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

/** An unsigned 8-bit integer (0 to 255); a list of them carries a file's bytes (`pdfRenderedResult.value`). */
builder.scalarType('Byte', {
  serialize: (value) => Number(value),
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255)
      throw new TypeError('Byte must be a whole number from 0 to 255');
    return value;
  },
});
