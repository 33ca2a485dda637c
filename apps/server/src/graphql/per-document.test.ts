import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { perDocument } from './per-document';

describe('perDocument', () => {
  it('computes once per schema and parsed document, and again for another of either', () => {
    const seen: string[] = [];
    const fieldCount = perDocument((_schema, document) => {
      seen.push(document.loc?.source.body ?? '');
      return document.definitions.length;
    });
    const schema = buildSchema('type Query { a: Int }');
    const other = buildSchema('type Query { a: Int }');
    const document = parse('{ a }');
    expect([fieldCount(schema, document), fieldCount(schema, document), fieldCount(other, document)]).toEqual([
      1, 1, 1,
    ]);
    expect(fieldCount(schema, parse('{ a }'))).toBe(1);
    expect(seen).toEqual(['{ a }', '{ a }', '{ a }']);
  });
});
