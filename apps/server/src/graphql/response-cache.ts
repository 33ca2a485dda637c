import { createHash } from 'node:crypto';
import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { LruCache } from '../core/lru-cache';
import type { CacheScope, GenerationCache } from '../platform/cache/generation-cache';
import { everySelectedField } from './selected-fields';

/**
 * Whole answers of read-only queries, kept per process and keyed by the generations of the data they
 * read (platform/cache): a write in any process raises a generation, so an answer is never served
 * after the write that changed it. A query is cached only when every field it selects says which
 * scopes its answer depends on (Pothos `extensions.cacheScopes`, on the field or on its type; a
 * field's own declaration wins, and `null` there means "never"). Fields that say nothing, mutations,
 * introspection and answers with errors are never cached.
 */
type Scopes = readonly CacheScope[];
type Declared = Scopes | null | undefined;

/** A field's or type's declaration: the scopes its answer depends on (`[]`: none, it only projects its parent). */
export const cachedBy = (...scopes: CacheScope[]) => ({ extensions: { cacheScopes: scopes as Scopes } });
/** A field whose answer depends on data no cache scope covers. */
export const neverCached = { extensions: { cacheScopes: null } };

const declared = (holder: { extensions?: Record<string, unknown> | null }): Declared =>
  holder.extensions && 'cacheScopes' in holder.extensions
    ? (holder.extensions.cacheScopes as Scopes | null)
    : undefined;

/** The scopes of one field of `parent`, or null when it must not be cached. */
function fieldScopes(parent: GraphQLNamedType, field: GraphQLField<unknown, unknown>): Scopes | null {
  const own = declared(field);
  if (own !== undefined) return own;
  return (isObjectType(parent) ? declared(parent) : undefined) ?? null;
}

/** Every field the schema would let a cached query select, as `type.field` (a test lists them). */
export function cacheableCoordinates(schema: GraphQLSchema): string[] {
  const coordinates: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()))
      if (fieldScopes(type, field)) coordinates.push(`${type.name}.${field.name}`);
  }
  return coordinates.sort();
}

/** The scopes a query's answer depends on, or null when it is not cacheable. */
function queryScopes(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Scopes | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'query') return null;
  const scopes = new Set<CacheScope>();
  const cacheable = everySelectedField(schema, document, (parent, field) => {
    const found = parent && field ? fieldScopes(parent, field) : null;
    for (const scope of found ?? []) scopes.add(scope);
    return found !== null;
  });
  return cacheable ? [...scopes].sort() : null;
}

export type GraphQLRequestBody = { query?: unknown; variables?: unknown; operationName?: unknown };
export type CachedAnswer = { body: string; contentType: string };
/**
 * Who asks and how: answers are kept per tenant, user, what the user may do (roles, or a guest's app
 * version), language and accepted media type, so a changed role never meets an answer kept for the old one.
 */
export type Asker = {
  tenantId: string;
  userId: string;
  roles: readonly string[];
  /** A published app's guest: its app and version (`appId@version`); absent for staff. */
  guestOf?: string;
  locale: string;
  accept: string;
};

export function createResponseCache(options: {
  schema: GraphQLSchema;
  generations: Pick<GenerationCache, 'generations'>;
  maxBytes?: number;
}) {
  const { schema, generations } = options;
  const plans = new LruCache<Scopes | null>(2_000);
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // An answer above an eighth of the budget is not kept: one answer cannot push out all the others.
  const answers = new LruCache<CachedAnswer>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeOf: (answer) => answer.body.length,
  });

  /** The query's scopes, from its text (parsed once per distinct text and operation name). */
  function scopesOf(query: string, operationName: string | null): Scopes | null {
    const planKey = `${operationName ?? ''}\u0000${query}`;
    const known = plans.get(planKey);
    if (known !== undefined) return known;
    let scopes: Scopes | null = null;
    try {
      scopes = queryScopes(schema, parse(query), operationName);
    } catch {
      // Not a valid document: yoga answers it, uncached.
    }
    plans.set(planKey, scopes);
    return scopes;
  }

  return {
    /**
     * The key under which this request's answer is kept now (the current generations of the scopes it
     * reads), or null when the request is not cacheable.
     */
    async keyOf(asker: Asker, body: GraphQLRequestBody): Promise<string | null> {
      if (typeof body.query !== 'string') return null;
      const operationName = typeof body.operationName === 'string' ? body.operationName : null;
      const scopes = scopesOf(body.query, operationName);
      if (!scopes) return null;
      const current = await generations.generations(asker.tenantId, scopes);
      return createHash('sha256')
        .update(
          JSON.stringify([
            asker.tenantId,
            asker.userId,
            [...asker.roles].sort(),
            asker.guestOf ?? null,
            asker.locale,
            asker.accept,
            scopes.map((scope, index) => `${scope}:${current[index]}`),
            operationName,
            body.query,
            body.variables ?? null,
          ]),
        )
        .digest('base64url');
    },
    find: (key: string) => answers.get(key),
    /** Keeps an answer unless it carries errors (those are computed again, and logged, every time). */
    remember(key: string, answer: CachedAnswer) {
      try {
        if ((JSON.parse(answer.body) as { errors?: unknown }).errors !== undefined) return;
      } catch {
        return;
      }
      answers.set(key, answer);
    },
  };
}
