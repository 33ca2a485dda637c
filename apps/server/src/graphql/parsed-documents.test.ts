import { describe, expect, it } from 'vitest';
import { createParsedDocuments } from './parsed-documents';

describe('createParsedDocuments', () => {
  it('parses a query text once and answers the same document from the cache yoga reads', () => {
    const documents = createParsedDocuments(100);
    const query = 'query($v: String) { products_2 { list { pricing(valuesJsonString: $v) { amount } } } }';
    const first = documents.parsedOrNull(query);
    expect(first?.definitions).toHaveLength(1);
    expect(documents.parsedOrNull(query)).toBe(first);
    expect(documents.cache.get(query)).toBe(first);
  });

  it('answers null, and keeps nothing, for no query, a syntax error or a query over the token limit', () => {
    const documents = createParsedDocuments(20);
    const tooManyTokens = `{ ${Array.from({ length: 30 }, (_, index) => `f${index}`).join(' ')} }`;
    expect(documents.parsedOrNull(undefined)).toBeNull();
    expect(documents.parsedOrNull('{ a ')).toBeNull();
    expect(documents.parsedOrNull(tooManyTokens)).toBeNull();
    expect(documents.cache.size).toBe(0);
    expect(documents.parsedOrNull('{ a b c }')).not.toBeNull();
  });
});
