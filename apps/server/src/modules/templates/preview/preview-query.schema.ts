import { PREVIEW_QUERY_LIMIT, TEMPLATE_MESSAGES } from '@carrier/contracts';
import { GraphQLError, type GraphQLError as GraphQLErrorType } from 'graphql';
import { fail, type Outcome, ok } from '../../../core/outcome';
import type { GraphQLContext } from '../../../graphql/context';
import { parseJsonArgument } from '../templates.service';

const problem = (reason: string) => ({
  code: 'graphql_problem',
  message: `${TEMPLATE_MESSAGES.problemWithGraphQL}: ${reason}`,
});

/** An error as the API answers it; a masked one keeps its request id, which the log holds the detail under. */
function reasonOf(error: GraphQLErrorType): string {
  const requestId = error.extensions?.code === 'INTERNAL' ? error.extensions.requestId : undefined;
  return requestId ? `${error.message} (request id ${String(requestId)})` : error.message;
}

/**
 * Runs a template's query as a request of the signed-in user (`context.runNested`: the API's limits,
 * input checks, auth guard and error masking; queries only), so the user's tenant applies, with
 * `defaults` (`{ limit: 1 }` for a preview) under the user's variables. A preview inside a preview is
 * refused however reached. Document runs use it too, with their own row limit.
 */
export async function runTemplateQuery(
  context: GraphQLContext,
  query: string,
  variablesJsonString: string | null | undefined,
  defaults: Record<string, unknown> = { limit: PREVIEW_QUERY_LIMIT },
): Promise<Outcome<Record<string, unknown>>> {
  // Thrown, so the outer preview fails with it rather than answering the inner failure as data.
  if (context.nested) throw new GraphQLError('A preview cannot query preview data.');
  const variables = parseJsonArgument('variablesJsonString', variablesJsonString);
  if (!variables.ok) return fail(problem(`${TEMPLATE_MESSAGES.problemWithVariables} (${variables.problem.message})`));
  if (typeof variables.value !== 'object' || variables.value === null || Array.isArray(variables.value))
    return fail(problem(`${TEMPLATE_MESSAGES.problemWithVariables} (variables must be a JSON object)`));
  // graphql-js ignores a variable the operation does not declare.
  const merged = { ...defaults, ...(variables.value as Record<string, unknown>) };
  const result = await context.runNested(query, merged);
  if (result.errors?.length) return fail(problem(result.errors.map(reasonOf).join('; ')));
  return ok((result.data ?? {}) as Record<string, unknown>);
}

/** A preview's data: the template's query with `{ limit: 1 }`, answered as JSON text. */
export async function runPreviewQuery(
  context: GraphQLContext,
  query: string,
  variablesJsonString: string | null | undefined,
): Promise<Outcome<string>> {
  const data = await runTemplateQuery(context, query, variablesJsonString);
  return data.ok ? ok(JSON.stringify(data.value)) : data;
}
