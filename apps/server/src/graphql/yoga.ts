import { randomUUID } from 'node:crypto';
import { pickLocale } from '@carrier/contracts';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { type ExecutionResult, GraphQLError, getOperationAST } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { RequestOrigin, Session } from '../core/session';
import type { Services } from '../services';
import { useAuthGuard } from './auth-guard';
import type { GraphQLContext } from './context';
import { maskedError } from './errors';
import { useInputLimits } from './input-limits';
import { createParsedDocuments } from './parsed-documents';
import { useRequestOperation } from './request-operation-plugin';
import { useRoleGuard } from './role-guard';
import { buildSchema } from './schema';

/** By name, because graphql-tools and graphql-yoga may raise it from another copy of the graphql package. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

type ServerContext = {
  requestId: string;
  log: Logger;
  origin: RequestOrigin;
  session: Session | null;
  /** Set for an operation that `runNested` started. */
  nested?: boolean;
};

const QUERIES_ONLY = 'Only queries can feed a preview.';

/** A nested operation reads only: anything but a query is refused before it executes. */
function useNestedQueriesOnly(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!(args.contextValue as GraphQLContext).nested) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation && operation.operation !== 'query')
        setResultAndStopExecution({ data: null, errors: [new GraphQLError(QUERIES_ONLY)] });
    },
  };
}

const GRAPHQL_LIMITS = {
  maxDepth: 16,
  maxAliases: 20,
  maxTokens: 4000,
  maxCost: 20000,
  maxDirectives: 20,
} as const;

export function createGraphQLHandler(services: Services, log: Logger) {
  const documents = createParsedDocuments(GRAPHQL_LIMITS.maxTokens);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    batching: false,
    cors: false,
    // Fastify has read and size-checked the body (JSON_BODY_LIMIT) before yoga sees it; yoga's own check
    // would pipe every body through a TransformStream again (~3% of the CPU under load).
    maxRequestBodySize: false,
    parserAndValidationCache: { documentCache: documents.cache },
    context: ({ request, requestId, log: requestLog, origin, session, nested }): GraphQLContext => {
      const caller: ServerContext = { requestId: requestId ?? randomUUID(), log: requestLog, origin, session };
      return {
        ...caller,
        locale: pickLocale(request.headers.get('accept-language')),
        services,
        nested: nested === true,
        // The very path of a request (yoga's onParams hooks, parse, validation, execution, masking).
        runNested: async (query, variables) => {
          const result = await yoga.getResultForParams(
            { params: { query, variables }, request },
            { ...caller, nested: true },
          );
          return result && !(Symbol.asyncIterator in result)
            ? result
            : ({ errors: [new GraphQLError(QUERIES_ONLY)] } satisfies ExecutionResult);
        },
      };
    },
    maskedErrors: {
      maskError(error: unknown, _message: string, isDev?: boolean): Error {
        // Errors raised on purpose (validation, limits, authorization) pass through unchanged.
        if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError))) return error;
        const original = isGraphQLError(error) ? error.originalError : error;
        const requestId = randomUUID();
        log.error({ requestId, err: original }, 'unexpected GraphQL failure');
        return isDev && process.env.CARRIER_DEBUG_ERRORS === '1' && error instanceof Error
          ? error
          : maskedError(requestId);
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: true },
      }),
      // Only non-simple requests (JSON bodies or this header) are executed: no cross-site form posts.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      useAuthGuard(documents),
      useRoleGuard(documents),
      useInputLimits(),
      useNestedQueriesOnly(),
      useRequestOperation(),
    ],
  });
  return yoga;
}
