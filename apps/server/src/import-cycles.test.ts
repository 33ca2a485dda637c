import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** A package's source files (tests left out: nothing imports them). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')
      ? [path]
      : [];
  });
}

const onlyTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The specifiers a module loads when it runs: `import type` and all-`type` bindings are erased. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (clause && !clause.name && named && ts.isNamedImports(named) && onlyTypes(named.elements)) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && onlyTypes(clause.elements)) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** A relative specifier as a file of the folder; packages are outside the graph. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

/** Every cycle of the graph found by a depth-first walk, each as the path that closes it. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string) => {
    if (onPath.has(node)) {
      cycles.push([...path.slice(path.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) visit(next);
    onPath.delete(node);
    path.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, and none in a chain', () => {
    const chain = new Map([
      ['a', ['b']],
      ['b', ['c']],
    ]);
    expect(findCycles(chain)).toEqual([]);
    expect(findCycles(new Map([...chain, ['c', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
  });

  // The server and the contracts it shares with the studio (type-only imports do not count).
  it.each([
    ['apps/server/src', __dirname],
    ['packages/contracts/src', resolve(__dirname, '../../../packages/contracts/src')],
  ])('has no runtime import cycle in %s', (_name, root) => {
    const files = sourceFiles(root);
    const graph = new Map(
      files.map((file) => [
        relative(root, file),
        runtimeSpecifiers(file)
          .map((specifier) => resolveLocal(file, specifier))
          .filter((target): target is string => target !== null)
          .map((target) => relative(root, target)),
      ]),
    );
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
