import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { PUBLIC_ROOT_FIELDS } from '../modules/auth/auth.schema';
import { GUEST_FIELDS, GUEST_ROOT_FIELDS } from '../modules/publish/guest-scope';
import type { GraphQLContext } from './context';
import { authorizationError } from './errors';
import type { ParsedDocuments } from './parsed-documents';
import { perDocument } from './per-document';
import { everySelectedField } from './selected-fields';

export function rootFieldNames(
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

function onlyFieldsOf(allowed: ReadonlySet<string>, document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return true;
  return [...rootFieldNames(document, operation.selectionSet)].every(
    (name) => PUBLIC_ROOT_FIELDS.has(name) || allowed.has(name),
  );
}
/** True when every field the document selects, at any depth, is on GUEST_FIELDS (deny by default). */
const onlyGuestFields = perDocument((schema: GraphQLSchema, document: DocumentNode): boolean =>
  everySelectedField(schema, document, (parent, _field, name) => GUEST_FIELDS[parent?.name ?? '']?.has(name) ?? false),
);

const NONE: ReadonlySet<string> = new Set();
/** The root fields a caller may select beyond the public ones: all for staff, GUEST_ROOT_FIELDS for a guest. */
const allowedBeyondPublic = (session: GraphQLContext['session'] | undefined) =>
  session ? (session.scope === 'guest' ? GUEST_ROOT_FIELDS : null) : NONE;

const SUGGESTION = /\s*Did you mean .*$/s;

/** An error without graphql-js's "Did you mean ..." hints, which name types, fields and enum values. */
function withoutSuggestion(error: Error): GraphQLError {
  if (!(error instanceof GraphQLError)) return new GraphQLError(error.message.replace(SUGGESTION, ''));
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

type CallerContext = { session?: GraphQLContext['session'] };

/**
 * Default deny: an operation that selects any root field outside PUBLIC_ROOT_FIELDS (introspection
 * included) needs a live session, and a guest session (a published app's visitor) may add only
 * GUEST_ROOT_FIELDS, selecting below them only GUEST_FIELDS. An anonymous caller learns nothing of the schema: the check runs
 * before validation (and outside yoga's validation cache, which is shared by all callers), and its
 * errors lose their "Did you mean" hints. Resolvers still read the tenant from the session.
 */
export function useAuthGuard(documents: ParsedDocuments): Plugin<GraphQLContext> {
  return {
    onParams({ params, context, setResult }) {
      const allowed = allowedBeyondPublic((context as CallerContext).session);
      if (!allowed) return;
      const document = documents.parsedOrNull(params.query);
      if (document && !onlyFieldsOf(allowed, document, params.operationName)) {
        setResult({ data: null, errors: [authorizationError()] });
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const session = (args.contextValue as GraphQLContext).session;
      const allowed = allowedBeyondPublic(session);
      if (!allowed) return;
      const guestOverreach = session?.scope === 'guest' && !onlyGuestFields(args.schema, args.document);
      if (guestOverreach || !onlyFieldsOf(allowed, args.document, args.operationName)) {
        setResultAndStopExecution({ data: null, errors: [authorizationError()] });
      }
    },
    onExecutionResult({ result, setResult, context }) {
      const session = (context as CallerContext).session;
      if ((session && session.scope !== 'guest') || !result || Symbol.asyncIterator in result) return;
      if (!result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
    },
  };
}
