import { createRequire } from 'node:module';
import { PREVIEW_QUERY_LIMIT, TEMPLATE_MESSAGES } from '@carrier/contracts';
import type { ASTVisitor, GraphQLSchema, ValidationContext } from 'graphql';
import { fail, type Outcome, ok } from '../../../core/outcome';
import type { GraphQLContext } from '../../../graphql/context';
import { GRAPHQL_LIMITS } from '../../../graphql/yoga';
import { parseJsonArgument } from '../templates.service';

// The CommonJS build of graphql, which Pothos builds the schema with (under Vitest a plain import may
// load the ESM build, and graphql refuses a schema from "another realm").
const { execute, GraphQLError, getOperationAST, Kind, parse, specifiedRules, validate } = createRequire(
  import.meta.url,
)('graphql') as typeof import('graphql');

/** Root fields a preview may not select (a preview inside a preview). */
const FORBIDDEN_ROOT_FIELDS = new Set(['templatePreviewData']);

const problem = (reason: string) => ({
  code: 'graphql_problem',
  message: `${TEMPLATE_MESSAGES.problemWithGraphQL}: ${reason}`,
});

/** Refuses selections nested deeper than the API's own limit. */
function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0;
    return {
      SelectionSet: {
        enter(node) {
          depth++;
          if (depth > max)
            context.reportError(new GraphQLError(`The query is nested deeper than ${max} levels.`, { nodes: node }));
        },
        leave() {
          depth--;
        },
      },
    };
  };
}

/**
 * Runs a template's query in-process against our own schema with the caller's context (so the
 * signed-in user's tenant applies), `{ limit: 1 }` merged under the user's variables. Queries only;
 * the same token and depth limits as the API.
 */
export async function runPreviewQuery(
  schema: GraphQLSchema,
  context: GraphQLContext,
  query: string,
  variablesJsonString: string | null | undefined,
): Promise<Outcome<string>> {
  const variables = parseJsonArgument('variablesJsonString', variablesJsonString);
  if (!variables.ok) return fail(problem(`${TEMPLATE_MESSAGES.problemWithVariables} (${variables.problem.message})`));
  if (typeof variables.value !== 'object' || variables.value === null || Array.isArray(variables.value))
    return fail(problem(`${TEMPLATE_MESSAGES.problemWithVariables} (variables must be a JSON object)`));
  let document: ReturnType<typeof parse>;
  try {
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    return fail(problem((error as Error).message));
  }
  const errors = validate(schema, document, [...specifiedRules, depthLimit(GRAPHQL_LIMITS.maxDepth)]);
  if (errors.length) return fail(problem(errors.map((error) => error.message).join('; ')));
  const operation = getOperationAST(document);
  if (!operation) return fail(problem('The query must hold exactly one operation.'));
  if (operation.operation !== 'query') return fail(problem('Only queries can feed a preview.'));
  const selectsForbidden = operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && FORBIDDEN_ROOT_FIELDS.has(selection.name.value),
  );
  if (selectsForbidden) return fail(problem('A preview cannot query preview data.'));
  const declared = new Set(operation.variableDefinitions?.map((definition) => definition.variable.name.value));
  const merged = {
    ...(declared.has('limit') ? { limit: PREVIEW_QUERY_LIMIT } : {}),
    ...(variables.value as Record<string, unknown>),
  };
  const result = await execute({ schema, document, contextValue: context, variableValues: merged });
  if (result.errors?.length) return fail(problem(result.errors.map((error) => error.message).join('; ')));
  return ok(JSON.stringify(result.data ?? {}));
}
