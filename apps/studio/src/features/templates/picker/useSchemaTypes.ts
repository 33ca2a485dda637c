import { useQuery } from '@tanstack/react-query';
import { execute } from '../../../api/client';
import { INTROSPECTION_QUERY, type IntrospectedType, type Introspection } from '../graphql/introspection';

/** The schema's types by name and the query root's name, fetched once per session. */
export function useSchemaTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['templates', 'schema-types'],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await execute<Introspection, Record<string, never>>(INTROSPECTION_QUERY, {});
      if (!answer.data) throw new Error(answer.errors[0]?.message ?? 'introspection failed');
      const types = new Map<string, IntrospectedType>(answer.data.__schema.types.map((type) => [type.name, type]));
      return { types, rootType: answer.data.__schema.queryType.name };
    },
  });
}
