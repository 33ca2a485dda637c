import type { DocumentNode, GraphQLSchema } from 'graphql';

/**
 * `compute` memoized per schema and parsed document. Yoga's parser cache answers the same query text
 * with the same DocumentNode, so a check that depends only on the document's shape runs once per
 * query text, not once per request; a document nobody holds any more is forgotten with it.
 */
export function perDocument<T>(compute: (schema: GraphQLSchema, document: DocumentNode) => T) {
  const bySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, T>>();
  return (schema: GraphQLSchema, document: DocumentNode): T => {
    let documents = bySchema.get(schema);
    if (!documents) {
      documents = new WeakMap();
      bySchema.set(schema, documents);
    }
    if (documents.has(document)) return documents.get(document) as T;
    const value = compute(schema, document);
    documents.set(document, value);
    return value;
  };
}
