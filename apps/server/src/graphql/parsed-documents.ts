import { type DocumentNode, parse } from 'graphql';
import { LruCache } from '../core/lru-cache';

/** As many documents as yoga's own parser cache keeps, and at most this many characters of query text. */
const MAX_DOCUMENTS = 1000;
const MAX_TEXT = 8_000_000;

export type ParsedDocuments = ReturnType<typeof createParsedDocuments>;

/**
 * Parsed documents by their query text, one cache for yoga's parser (`parserAndValidationCache`) and
 * for the guards that read a document in `onParams`, before yoga parses it: a query is parsed once,
 * not once by each, and every check memoized per document (`perDocument`) sees the same DocumentNode.
 * Parsing stops at `maxTokens`, as graphql-armor's own parse does.
 */
export function createParsedDocuments(maxTokens: number) {
  const cache = new LruCache<DocumentNode>({
    maxEntries: MAX_DOCUMENTS,
    maxSize: MAX_TEXT,
    sizeOf: (_document, text) => text.length,
  });
  return {
    /** Yoga's `documentCache`. */
    cache,
    /** The document of `query`, or null when it has none or does not parse within the token limit. */
    parsedOrNull(query: string | undefined): DocumentNode | null {
      if (!query) return null;
      const cached = cache.get(query);
      if (cached) return cached;
      try {
        const document = parse(query, { maxTokens });
        cache.set(query, document);
        return document;
      } catch {
        return null;
      }
    },
  };
}
