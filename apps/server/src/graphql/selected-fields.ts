import {
  BREAK,
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * True when `check` holds for every field the document selects at any depth (fragments included;
 * `__typename` aside), given the field's parent type and definition. Stops at the first field it refuses.
 */
export function everySelectedField(
  schema: GraphQLSchema,
  document: DocumentNode,
  check: (parent: GraphQLNamedType | null, field: GraphQLField<unknown, unknown> | null, name: string) => boolean,
): boolean {
  const typeInfo = new TypeInfo(schema);
  let every = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return undefined;
        const parent = typeInfo.getParentType();
        if (check(parent ? getNamedType(parent) : null, typeInfo.getFieldDef() ?? null, node.name.value))
          return undefined;
        every = false;
        return BREAK;
      },
    }),
  );
  return every;
}
