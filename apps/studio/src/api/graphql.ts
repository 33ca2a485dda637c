import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed GraphQL documents: result and variable types come from the server's schema (npm run codegen). */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; DateTimeOffset: string; Decimal: number };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
