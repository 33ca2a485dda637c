import { type DocumentNode, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Session } from '../core/session';
import { rootFieldNames } from './auth-guard';
import type { GraphQLContext } from './context';
import { forbiddenError } from './errors';
import type { ParsedDocuments } from './parsed-documents';
import { permissionOf, permits } from './permissions';

/** True when a staff session's roles do not grant every root field the operation selects. */
function refusedByRole(session: Session | null | undefined, document: DocumentNode, operationName?: string | null) {
  if (!session || session.scope === 'guest') return false;
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  return [...rootFieldNames(document, operation.selectionSet)].some(
    (field) => !permits(session, permissionOf(operation.operation, field)),
  );
}

/**
 * Default deny by role (graphql/permissions.ts): a staff user may run an operation only when their roles
 * grant every root field it selects. Checked before validation (a refused caller learns nothing of the
 * fields' arguments) and again at execution. Anonymous callers and a published app's guests are the auth
 * guard's business.
 */
export function useRoleGuard(documents: ParsedDocuments): Plugin<GraphQLContext> {
  return {
    onParams({ params, context, setResult }) {
      const session = (context as { session?: Session | null }).session;
      if (!session || session.scope === 'guest') return;
      const document = documents.parsedOrNull(params.query);
      if (document && refusedByRole(session, document, params.operationName)) {
        setResult({ data: null, errors: [forbiddenError()] });
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (refusedByRole((args.contextValue as GraphQLContext).session, args.document, args.operationName)) {
        setResultAndStopExecution({ data: null, errors: [forbiddenError()] });
      }
    },
  };
}
