/** The schema's types and fields, for the Liquid picker (spec 001 §7: a schema introspection query). */
export const INTROSPECTION_QUERY = `query liquidPickerSchema {
  __schema {
    queryType { name }
    types { name kind fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } }
  }
}`;

export type TypeRef = { kind: string; name: string | null; ofType?: TypeRef | null };
export type IntrospectedType = {
  name: string;
  kind: string;
  fields: Array<{ name: string; type: TypeRef }> | null;
};
export type Introspection = { __schema: { queryType: { name: string }; types: IntrospectedType[] } };
