import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { runInRequestOperation } from '../core/request-operation';

/**
 * Makes a mutation's name (its operation name, else its first root field) known to the audit trail
 * while it executes (core/request-operation.ts).
 */
export function useRequestOperation(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const firstField = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
      const name = operation.name?.value ?? (firstField?.kind === Kind.FIELD ? firstField.name.value : 'mutation');
      setExecuteFn((executeArgs) => runInRequestOperation(name, () => executeFn(executeArgs)));
    },
  };
}
