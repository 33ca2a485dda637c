import { type DocumentNode, getOperationAST, Kind, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { PUBLIC_ROOT_FIELDS } from '../modules/auth/auth.schema';
import type { GraphQLContext } from './context';
import { authorizationError } from './errors';

function rootFieldNames(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  names = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFieldNames(document, selection.selectionSet, names);
    else {
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFieldNames(document, fragment.selectionSet, names);
    }
  }
  return names;
}

/**
 * Default deny: an operation that selects any root field outside PUBLIC_ROOT_FIELDS (introspection
 * included) needs a live session. Resolvers still read the tenant from the session.
 */
export function useAuthGuard(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      if (context.session) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const names = rootFieldNames(args.document, operation.selectionSet);
      if ([...names].every((name) => PUBLIC_ROOT_FIELDS.has(name))) return;
      setResultAndStopExecution({ data: null, errors: [authorizationError()] });
    },
  };
}
