import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';

/**
 * Makes a mutation's name (its operation name, else its first root field) known to the audit trail:
 * the mutation executes with a context and a session that name it, so every actor taken from that
 * session does (`actorOf`); a mutation without a session passes `context.operation` on itself.
 * Carried by the context rather than an AsyncLocalStorage, whose promise hooks, once on, cost every
 * promise of the process (~2% of the server's thread under load).
 */
export function useRequestOperation(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const firstField = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
      const name = operation.name?.value ?? (firstField?.kind === Kind.FIELD ? firstField.name.value : 'mutation');
      setExecuteFn((executeArgs) => {
        const { session } = executeArgs.contextValue;
        const named = session && { ...session, operation: name };
        return executeFn({
          ...executeArgs,
          contextValue: { ...executeArgs.contextValue, operation: name, session: named },
        });
      });
    },
  };
}
