import {
  buildASTSchema,
  concatAST,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  visit as visitAst,
} from 'graphql';

/**
 * One way our schema differs from the reference, by path: `Query.products_2(values)`, `product.status`.
 * A missing field, argument or input field also names the reference's type (`[score]`).
 */
export type Difference = { path: string; problem: string; referenceType?: string };

/** An allow-list entry: the reference type of a field we do not serve yet, and why. */
export type NotServedEntry = { type: string; reason: string };

type AnyType = GraphQLType;

/** The type's shape as text without its name: `[!]!` style wrappers, e.g. `[_!]` for `[x!]`. */
function wrappers(type: AnyType): string {
  if (isNonNullType(type)) return `${wrappers(type.ofType)}!`;
  if (isListType(type)) return `[${wrappers(type.ofType)}]`;
  return '_';
}

/**
 * Whether `ours` accepts every value a client sends for `reference` (inputs: ours may be looser,
 * never stricter) or gives every promise the reference gives (outputs: ours may be stricter, never looser).
 */
function compatible(reference: AnyType, ours: AnyType, direction: 'input' | 'output'): boolean {
  if (isNonNullType(reference) && isNonNullType(ours)) return compatible(reference.ofType, ours.ofType, direction);
  if (isNonNullType(ours)) return direction === 'output' && compatible(reference, ours.ofType, direction);
  if (isNonNullType(reference)) return direction === 'input' && compatible(reference.ofType, ours, direction);
  if (isListType(reference) || isListType(ours)) {
    return isListType(reference) && isListType(ours) && compatible(reference.ofType, ours.ofType, direction);
  }
  return getNamedType(reference).name === getNamedType(ours).name;
}

function describe(type: AnyType): string {
  return wrappers(type).replace('_', getNamedType(type).name);
}

/**
 * Compares our schema with the reference the way a reference client would notice: every reference
 * operation, argument, input field and result field must exist with a compatible type, and a new
 * argument or input field of ours must be optional. Types are followed from the root fields through
 * the fields we serve; a missing or re-typed field is reported once, without following it further.
 */
export function compareWithReference(reference: GraphQLSchema, ours: GraphQLSchema): Difference[] {
  const differences: Difference[] = [];
  const seen = new Set<string>();

  function compareArguments(
    path: string,
    referenceArgs: readonly GraphQLArgument[],
    ourArgs: readonly GraphQLArgument[],
  ) {
    for (const argument of referenceArgs) {
      const mine = ourArgs.find((candidate) => candidate.name === argument.name);
      const at = `${path}(${argument.name})`;
      if (!mine) differences.push({ path: at, problem: 'missing argument', referenceType: describe(argument.type) });
      else if (!compatible(argument.type, mine.type, 'input')) {
        differences.push({ path: at, problem: `type ${describe(argument.type)} became ${describe(mine.type)}` });
      } else visit(getNamedType(argument.type), getNamedType(mine.type));
    }
    for (const mine of ourArgs) {
      if (
        isNonNullType(mine.type) &&
        mine.defaultValue === undefined &&
        !referenceArgs.some((a) => a.name === mine.name)
      ) {
        differences.push({ path: `${path}(${mine.name})`, problem: 'new required argument' });
      }
    }
  }

  function compareField(
    path: string,
    reference: GraphQLField<unknown, unknown>,
    mine: GraphQLField<unknown, unknown> | undefined,
  ) {
    if (!mine) {
      differences.push({ path, problem: 'missing field', referenceType: describe(reference.type) });
      return;
    }
    compareArguments(path, reference.args, mine.args);
    if (!compatible(reference.type, mine.type, 'output')) {
      differences.push({ path, problem: `type ${describe(reference.type)} became ${describe(mine.type)}` });
      return;
    }
    visit(getNamedType(reference.type), getNamedType(mine.type));
  }

  function visit(reference: GraphQLNamedType, mine: GraphQLNamedType) {
    if (seen.has(reference.name)) return;
    seen.add(reference.name);
    if ((isObjectType(reference) || isInterfaceType(reference)) && (isObjectType(mine) || isInterfaceType(mine))) {
      const ourFields = mine.getFields();
      for (const field of Object.values(reference.getFields())) {
        compareField(`${reference.name}.${field.name}`, field, ourFields[field.name]);
      }
    } else if (isInputObjectType(reference) && isInputObjectType(mine)) {
      const ourFields = mine.getFields();
      const referenceFields = reference.getFields();
      for (const field of Object.values(referenceFields)) {
        const path = `${reference.name}.${field.name}`;
        const ourField = ourFields[field.name];
        if (!ourField) differences.push({ path, problem: 'missing input field', referenceType: describe(field.type) });
        else if (!compatible(field.type, ourField.type, 'input')) {
          differences.push({ path, problem: `type ${describe(field.type)} became ${describe(ourField.type)}` });
        } else visit(getNamedType(field.type), getNamedType(ourField.type));
      }
      for (const ourField of Object.values(ourFields)) {
        if (isNonNullType(ourField.type) && ourField.defaultValue === undefined && !referenceFields[ourField.name]) {
          differences.push({ path: `${reference.name}.${ourField.name}`, problem: 'new required input field' });
        }
      }
    } else if (isEnumType(reference) && isEnumType(mine)) {
      const values = new Set(mine.getValues().map((value) => value.name));
      for (const value of reference.getValues()) {
        if (!values.has(value.name))
          differences.push({ path: `${reference.name}.${value.name}`, problem: 'missing enum value' });
      }
    }
  }

  for (const [root, ourRoot] of [
    [reference.getQueryType(), ours.getQueryType()],
    [reference.getMutationType(), ours.getMutationType()],
  ] as const) {
    if (!root) continue;
    const ourFields = ourRoot?.getFields() ?? {};
    for (const field of Object.values(root.getFields())) {
      const mine = ourFields[field.name];
      compareField(`${root.name}.${field.name}`, field, mine);
    }
  }
  return differences;
}

/**
 * The differences an allow-list does not excuse. An entry excuses only a field, argument or input field
 * that is missing and whose reference type is the one the entry names: a field served with another type
 * than the reference's, or an entry naming the wrong type, is reported.
 */
export function unexcused(
  differences: Difference[],
  allowList: Readonly<Record<string, NotServedEntry>>,
): Difference[] {
  return differences.filter((difference) => {
    const entry = Object.hasOwn(allowList, difference.path) ? allowList[difference.path] : undefined;
    return !(entry && difference.referenceType !== undefined && entry.type === difference.referenceType);
  });
}

/**
 * The reference as a schema. Its operations are listed in the header comment, one per line
 * (`#   Query.products_2(where: productWhereInput, ...): products`), and its types below; some scalars
 * (DateTime, ...) are used without a declaration.
 */
export function referenceSchema(sdl: string): GraphQLSchema {
  const roots = { Query: [] as string[], Mutation: [] as string[] };
  for (const match of sdl.matchAll(/^#\s+(Query|Mutation)\.(\w+)(\(.*\))?:\s*(.+)$/gm)) {
    const [, root, name, args, type] = match as unknown as [
      string,
      'Query' | 'Mutation',
      string,
      string | undefined,
      string,
    ];
    roots[root].push(`  ${name}${args && args !== '()' ? args : ''}: ${type.trim()}`);
  }
  const operations = Object.entries(roots)
    .filter(([, fields]) => fields.length > 0)
    .map(([root, fields]) => `type ${root} {\n${fields.join('\n')}\n}`)
    .join('\n');
  const document = concatAST([parse(sdl), ...(operations ? [parse(operations)] : [])]);
  const defined = new Set(
    document.definitions.flatMap((definition) =>
      'name' in definition && definition.name ? [definition.name.value] : [],
    ),
  );
  const used = new Set<string>();
  visitAst(document, {
    NamedType(node) {
      used.add(node.name.value);
    },
  });
  const builtIn = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
  const undeclared = [...used].filter((name) => !defined.has(name) && !builtIn.has(name));
  const scalars = undeclared.length > 0 ? [parse(undeclared.map((name) => `scalar ${name}`).join('\n'))] : [];
  return buildASTSchema(concatAST([document, ...scalars]));
}
