import { type FieldNode, Kind, parse, type SelectionSetNode } from 'graphql';
import type { IntrospectedType, TypeRef } from '../graphql/introspection';

export type PathStep = { key: string; isList: boolean; index: number };
export type PickerField = { key: string; fieldName: string; typeName: string; isList: boolean; isLeaf: boolean };
type Level = { typeName: string; selection: SelectionSetNode | null };

const LEAF_KINDS = new Set(['SCALAR', 'ENUM']);

/** The named type under NON_NULL and LIST wrappers, and whether a list is among them. */
function unwrapType(type: TypeRef): { name: string; isList: boolean } {
  let current: TypeRef | null | undefined = type;
  let isList = false;
  while (current && !current.name) {
    if (current.kind === 'LIST') isList = true;
    current = current.ofType;
  }
  return { name: current?.name ?? 'String', isList };
}

/** The selection set of the query's (first) operation, or null when there is no usable query. */
export function querySelection(query: string): SelectionSetNode | null {
  if (query.trim() === '') return null;
  try {
    const document = parse(query);
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    return operation?.kind === Kind.OPERATION_DEFINITION ? operation.selectionSet : null;
  } catch {
    return null;
  }
}

/**
 * The fields one can pick at `path`: those the query selects (by alias, as they appear in the data),
 * else, without a query, every field of the schema type.
 */
export function fieldsAt(
  types: ReadonlyMap<string, IntrospectedType>,
  rootType: string,
  selection: SelectionSetNode | null,
  path: readonly PathStep[],
): PickerField[] {
  let level: Level = { typeName: rootType, selection };
  for (const step of path) {
    const next = childLevel(types, level, step.key);
    if (!next) return [];
    level = next;
  }
  const type = types.get(level.typeName);
  const describe = (key: string, fieldName: string): PickerField | null => {
    const field = type?.fields?.find((candidate) => candidate.name === fieldName);
    if (!field) return null;
    const { name, isList } = unwrapType(field.type);
    const isLeaf = LEAF_KINDS.has(types.get(name)?.kind ?? 'SCALAR');
    return { key, fieldName, typeName: name, isList, isLeaf };
  };
  const described = level.selection
    ? fieldNodes(level.selection).map((node) => describe(node.alias?.value ?? node.name.value, node.name.value))
    : (type?.fields ?? [])
        .filter((field) => !field.name.startsWith('__'))
        .map((field) => describe(field.name, field.name));
  return described.filter((field): field is PickerField => field !== null);
}

function fieldNodes(selection: SelectionSetNode): FieldNode[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return node.name.value.startsWith('__') ? [] : [node];
    if (node.kind === Kind.INLINE_FRAGMENT) return fieldNodes(node.selectionSet);
    return [];
  });
}

function childLevel(types: ReadonlyMap<string, IntrospectedType>, level: Level, key: string): Level | null {
  const node = level.selection
    ? fieldNodes(level.selection).find((field) => (field.alias?.value ?? field.name.value) === key)
    : null;
  const fieldName = node?.name.value ?? key;
  const field = types.get(level.typeName)?.fields?.find((candidate) => candidate.name === fieldName);
  if (!field) return null;
  return { typeName: unwrapType(field.type).name, selection: node?.selectionSet ?? null };
}

/** `data.policies.list[0].holder.name`: the Liquid expression of a picked path. */
export function liquidPath(root: string, path: readonly PathStep[]): string {
  return path.reduce((text, step) => `${text}.${step.key}${step.isList ? `[${step.index}]` : ''}`, root);
}
