import { TEMPLATE_MESSAGES } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { execute } from '../../../api/client';
import { PreviewDataQuery } from '../graphql/templates';

export type PreviewData = {
  /** What a render gets as `data`: the query's answer with the mock data's keys over it. */
  data: Record<string, unknown> | null;
  loading: boolean;
  errors: string[];
  /** The template's query itself failed (not its variables): the query editor says so in the spec's words. */
  queryProblem: boolean;
};

const parseObject = (text: string): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(text.trim() === '' ? '{}' : text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
};

/**
 * Runs the template's query (variables with `{ limit: 1 }` merged on the server) while the preview
 * is on; the answer stays cached until the query or the variables change.
 */
export function usePreviewData(options: {
  enabled: boolean;
  graphQlQuery: string;
  variables: string;
  mockData: string;
}): PreviewData {
  const { enabled, graphQlQuery, variables, mockData } = options;
  const hasQuery = graphQlQuery.trim() !== '';
  const variablesValid = parseObject(variables) !== null;
  const answer = useQuery({
    queryKey: ['templates', 'preview-data', graphQlQuery, variables],
    enabled: enabled && hasQuery && variablesValid,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await execute(PreviewDataQuery, { graphQlQuery, variablesJsonString: variables || null });
      const value = result.data?.templatePreviewData;
      if (value?.status !== 'success') {
        const errors = (value?.errors ?? result.errors.map((error) => error.message)).filter(Boolean);
        return { data: null, errors: errors.length ? (errors as string[]) : [TEMPLATE_MESSAGES.problemWithGraphQL] };
      }
      return { data: parseObject(value.value ?? '{}'), errors: [] as string[] };
    },
  });
  const mock = parseObject(mockData);
  const errors: string[] = [];
  if (!variablesValid)
    errors.push(`${TEMPLATE_MESSAGES.problemWithGraphQL}: ${TEMPLATE_MESSAGES.problemWithVariables}`);
  if (mock === null) errors.push(`${TEMPLATE_MESSAGES.problemWithGraphQL}: mock data is not valid JSON`);
  if (!enabled) return { data: null, loading: false, errors, queryProblem: false };
  const queryErrors = answer.data?.errors ?? [];
  errors.push(...queryErrors);
  const fromQuery = hasQuery ? (answer.data?.data ?? null) : {};
  return {
    data: fromQuery === null && !mock ? null : { ...(fromQuery ?? {}), ...(mock ?? {}) },
    loading: hasQuery && answer.isFetching,
    errors,
    queryProblem: queryErrors.some((error) => !error.includes(TEMPLATE_MESSAGES.problemWithVariables)),
  };
}
