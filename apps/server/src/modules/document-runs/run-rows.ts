import { DOCUMENT_RUN_ERRORS, DOCUMENT_RUN_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';

type Path = Array<string | number>;
type Json = Record<string, unknown>;

/** The path of the first list in a query's answer, walking fields in order, depth first. */
function firstListPath(value: unknown, path: Path = []): Path | null {
  if (Array.isArray(value)) return path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = firstListPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A copy of `value` with the value at `path` replaced; only the objects along the path are copied. */
function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const source = value as Json;
  return { ...source, [head as string]: replacedAt(source[head as string], rest, replacement) };
}

/**
 * A run's rows from its query's answer: one per item of the first list, each the whole answer with
 * that list narrowed to its one item. So a template written against the preview (whose query ran
 * with `{ limit: 1 }`: `data.policies.list[0]`, or a loop) renders each row unchanged.
 */
export function rowsOf(answer: Json): Outcome<Json[]> {
  const path = firstListPath(answer);
  if (!path) return fail(DOCUMENT_RUN_ERRORS.noRows);
  let list: unknown = answer;
  for (const key of path) list = (list as Json)[key as string];
  const items = list as unknown[];
  if (items.length === 0) return fail(DOCUMENT_RUN_ERRORS.noRows);
  if (items.length > DOCUMENT_RUN_LIMITS.rows) return fail(DOCUMENT_RUN_ERRORS.tooManyRows);
  return ok(items.map((item) => replacedAt(answer, path, [item]) as Json));
}

/** The row's own item (the one entry of its narrowed list). */
export function itemOf(row: Json): unknown {
  const path = firstListPath(row);
  if (!path) return undefined;
  let list: unknown = row;
  for (const key of path) list = (list as Json)[key as string];
  return (list as unknown[])[0];
}

/** The value at a dotted path ('holder.email', 'members.0.email'), or undefined. */
export function valueAt(value: unknown, dotted: string): unknown {
  let current = value;
  for (const key of dotted.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Json)[key];
  }
  return current;
}
