import type { GraphQLSchema } from 'graphql';
import { builder } from './builder';
import './result';
// Each module registers its GraphQL types and fields on import; add new modules here.
import '../modules/auth/auth.schema';
import '../modules/tenants/tenants.schema';

let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}
