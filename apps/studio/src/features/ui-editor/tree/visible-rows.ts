import type { TreeStore } from '../store/tree-store';

export type VisibleRow = { id: string; depth: number; open: boolean };

/** The rows the layout tree shows, in order: depth first from the root, into open nodes only. */
export function visibleRows(store: TreeStore, isOpen: (id: string) => boolean): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const stack: Array<[string, number]> = [[store.rootId, 0]];
  while (stack.length > 0) {
    const [id, depth] = stack.pop() as [string, number];
    const node = store.get(id);
    if (!node) continue;
    const open = isOpen(id);
    rows.push({ id, depth, open });
    if (open)
      for (let index = node.childIds.length - 1; index >= 0; index -= 1)
        stack.push([node.childIds[index] as string, depth + 1]);
  }
  return rows;
}

/** The ancestors of a node, from its parent up to the root. */
export function ancestorsOf(store: TreeStore, id: string): string[] {
  const ancestors: string[] = [];
  for (let parent = store.get(id)?.parentId; parent; parent = store.get(parent)?.parentId) ancestors.push(parent);
  return ancestors;
}
