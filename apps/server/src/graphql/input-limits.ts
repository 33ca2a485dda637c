import { INPUT_LIMITS, INPUT_MESSAGES } from '@carrier/contracts';
import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLArgument,
  GraphQLError,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  TypeInfo,
  typeFromAST,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { unstorableTextMessage } from '../core/storable-text';
import { perDocument } from './per-document';

/** Declares a string argument's or input field's maximum length (Pothos `extensions`). */
export const maxLength = (characters: number) => ({ extensions: { maxLength: characters } });
export const NAME_LENGTH = maxLength(INPUT_LIMITS.name);
export const TEXT_LENGTH = maxLength(INPUT_LIMITS.text);
export const JSON_LENGTH = maxLength(INPUT_LIMITS.json);

/** A refused input: HTTP 400 like graphql-js's own variable errors (yoga drops `http` from the answer). */
const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** How deeply objects and lists nest in a JSON value, counted without recursion. */
export function jsonDepth(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > INPUT_LIMITS.depth + 1) return deepest;
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** How deeply object and list literals nest in a document, counted without recursion. */
export function literalDepth(document: DocumentNode): number {
  let deepest = 0;
  const stack: Array<[ASTNode, number]> = [[document, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [ASTNode, number];
    const nested = node.kind === Kind.OBJECT || node.kind === Kind.LIST ? depth + 1 : depth;
    deepest = Math.max(deepest, nested);
    if (deepest > INPUT_LIMITS.depth) return deepest;
    for (const child of Object.values(node)) {
      for (const item of Array.isArray(child) ? child : [child]) {
        if (item && typeof item === 'object' && 'kind' in item) stack.push([item as ASTNode, nested]);
      }
    }
  }
  return deepest;
}

/** Fields that carry a document or code by their name (JSON, rules, markup, templates, queries, scripts). */
const DOCUMENT_FIELD = /(Json|JsonString|Logic|Html|Mjml|Liquid|Query|Rules|Script|Css|innerHTML|body|content)$/i;
/** Free texts by their name. */
const TEXT_FIELD = /^(description|text|message|note)$/i;

const maxLengths = new WeakMap<GraphQLArgument | GraphQLInputField, number>();

/**
 * A declared `maxLength`; else the document or text limit by the field's name; else the plain string
 * limit. Found once per argument or field of the schema (every request asks again).
 */
function declaredMaxLength(definition: GraphQLArgument | GraphQLInputField): number {
  let max = maxLengths.get(definition);
  if (max === undefined) {
    const declared = definition.extensions?.maxLength;
    if (typeof declared === 'number') max = declared;
    else if (DOCUMENT_FIELD.test(definition.name)) max = INPUT_LIMITS.json;
    else if (TEXT_FIELD.test(definition.name)) max = INPUT_LIMITS.text;
    else max = INPUT_LIMITS.string;
    maxLengths.set(definition, max);
  }
  return max;
}

/** The first string in a coerced input value that is too long or cannot be stored as it came, as a clear error. */
function checkValue(value: unknown, type: GraphQLInputType, name: string, max: number): GraphQLError | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const problem = checkValue(item, nullable.ofType, name, max);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [key, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (!field) continue;
      const problem = checkValue(fieldValue, field.type, `${name}.${key}`, declaredMaxLength(field));
      if (problem) return problem;
    }
    return null;
  }
  if (isEnumType(getNamedType(nullable)) || typeof value !== 'string') return null;
  const unstorable = unstorableTextMessage(name, value);
  if (unstorable) return badInput(unstorable);
  if (value.length > max) return badInput(INPUT_MESSAGES.tooLong(name, max));
  return null;
}

/** Checks every string argument of every field the operation selects, nested fields included. */
/** What the check needs of a document, found once per document: its literal depth and its fields with arguments. */
const documentInputs = perDocument((schema: GraphQLSchema, document: DocumentNode) => {
  const depth = literalDepth(document);
  const fields: Array<{ definition: GraphQLField<unknown, unknown>; node: FieldNode }> = [];
  if (depth > INPUT_LIMITS.depth) return { depth, fields };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const definition = typeInfo.getFieldDef();
        if (definition && node.arguments?.length) fields.push({ definition, node });
      },
    }),
  );
  return { depth, fields };
});

/**
 * The variables as sent, with the operation's own defaults for those not sent. They are not coerced:
 * execution coerces them (and reports bad ones in graphql-js's words), and coercing them here as well
 * cost more than the whole check. A value of the wrong shape holds no string the check would miss: the
 * check reads strings where the types say strings are, and execution refuses the rest.
 */
function variablesWithDefaults(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  let withDefaults = variables;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!definition.defaultValue || Object.hasOwn(variables, name)) continue;
    const type = typeFromAST(schema, definition.type);
    if (!type) continue;
    if (withDefaults === variables) withDefaults = { ...variables };
    withDefaults[name] = valueFromAST(definition.defaultValue, type as GraphQLInputType);
  }
  return withDefaults;
}

export function checkOperationInputs(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  const { depth, fields } = documentInputs(schema, document);
  if (depth > INPUT_LIMITS.depth) return badInput(INPUT_MESSAGES.tooDeep(INPUT_LIMITS.depth));
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const values = variablesWithDefaults(schema, operation, variables ?? {});
  for (const { definition, node } of fields) {
    let argumentValues: Record<string, unknown>;
    try {
      argumentValues = getArgumentValues(definition, node, values);
    } catch {
      continue;
    }
    for (const argument of definition.args) {
      const problem = checkValue(
        argumentValues[argument.name],
        argument.type,
        `${definition.name}.${argument.name}`,
        declaredMaxLength(argument),
      );
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Input limits for every operation, in one place: nesting depth (checked on the raw variables before
 * graphql-js walks them recursively), and a NUL check and a maximum length on every string.
 */
export function useInputLimits(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (jsonDepth(params.variables) > INPUT_LIMITS.depth + 1) {
        setResult({ errors: [badInput(INPUT_MESSAGES.tooDeep(INPUT_LIMITS.depth))] });
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem = checkOperationInputs(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues as Record<string, unknown> | null | undefined,
      );
      if (problem) setResultAndStopExecution({ data: null, errors: [problem] });
    },
  };
}
