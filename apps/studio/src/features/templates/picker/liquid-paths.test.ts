import { describe, expect, it } from 'vitest';
import type { IntrospectedType } from '../graphql/introspection';
import { fieldsAt, liquidPath, querySelection } from './liquid-paths';

const named = (name: string, kind = 'OBJECT') => ({ kind, name });
const list = (name: string) => ({
  kind: 'NON_NULL',
  name: null,
  ofType: { kind: 'LIST', name: null, ofType: named(name) },
});
const TYPES = new Map<string, IntrospectedType>(
  [
    { name: 'Query', kind: 'OBJECT', fields: [{ name: 'policies', type: named('policies') }] },
    {
      name: 'policies',
      kind: 'OBJECT',
      fields: [
        { name: 'list', type: list('policy') },
        { name: 'totalCount', type: named('Int', 'SCALAR') },
      ],
    },
    {
      name: 'policy',
      kind: 'OBJECT',
      fields: [
        { name: 'holder', type: named('party') },
        { name: 'id', type: named('String', 'SCALAR') },
      ],
    },
    { name: 'party', kind: 'OBJECT', fields: [{ name: 'name', type: named('String', 'SCALAR') }] },
    { name: 'String', kind: 'SCALAR', fields: null },
    { name: 'Int', kind: 'SCALAR', fields: null },
  ].map((type) => [type.name, type as IntrospectedType]),
);

describe('liquid paths', () => {
  it("browses the query's fields and builds the path with list indexes", () => {
    const selection = querySelection('query($limit: Int) { policies(limit: $limit) { list { holder { name } } } }');
    expect(fieldsAt(TYPES, 'Query', selection, []).map((field) => field.key)).toEqual(['policies']);
    const listLevel = fieldsAt(TYPES, 'Query', selection, [{ key: 'policies', isList: false, index: 0 }]);
    expect(listLevel).toEqual([{ key: 'list', fieldName: 'list', typeName: 'policy', isList: true, isLeaf: false }]);
    const path = [
      { key: 'policies', isList: false, index: 0 },
      { key: 'list', isList: true, index: 2 },
      { key: 'holder', isList: false, index: 0 },
    ];
    expect(fieldsAt(TYPES, 'Query', selection, path)).toEqual([
      { key: 'name', fieldName: 'name', typeName: 'String', isList: false, isLeaf: true },
    ]);
    expect(liquidPath('data', [...path, { key: 'name', isList: false, index: 0 }])).toBe(
      'data.policies.list[2].holder.name',
    );
  });

  it('offers every schema field without a query', () => {
    const fields = fieldsAt(TYPES, 'Query', querySelection(''), [{ key: 'policies', isList: false, index: 0 }]);
    expect(fields.map((field) => field.key)).toEqual(['list', 'totalCount']);
  });
});
