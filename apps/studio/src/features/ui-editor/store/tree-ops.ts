import type { UiNode } from '@carrier/contracts/ui-tree';
import type { Draft, FlatNode, TreeStore } from './tree-store';

/** The node with its fields changed (one undo step). */
export function updateNode(store: TreeStore, id: string, patch: (node: FlatNode) => FlatNode) {
  return store.change((draft) => {
    const node = draft.get(id);
    if (node) draft.set(patch(node));
  });
}

function insertInto(draft: Draft, subtree: UiNode, parentId: string, index: number) {
  const parent = draft.get(parentId);
  if (!parent) return;
  const childIds = [...parent.childIds];
  childIds.splice(Math.max(0, Math.min(index, childIds.length)), 0, subtree.id);
  draft.set({ ...parent, childIds });
  const stack: Array<[UiNode, string]> = [[subtree, parentId]];
  while (stack.length) {
    const [node, parent] = stack.pop() as [UiNode, string];
    const { children, ...rest } = node;
    draft.set({ ...rest, childIds: children.map((child) => child.id), parentId: parent });
    for (const child of children) stack.push([child, node.id]);
  }
}

/** A new subtree under parentId at index; it becomes the selection. */
export function insertNode(store: TreeStore, subtree: UiNode, parentId: string, index: number) {
  return store.change((draft) => {
    insertInto(draft, subtree, parentId, index);
    draft.select(subtree.id);
  });
}

/** Removes a node and everything under it (never the root). */
export function removeNode(store: TreeStore, id: string) {
  return store.change((draft) => {
    const node = draft.get(id);
    if (!node?.parentId) return;
    const parent = draft.get(node.parentId);
    if (parent) draft.set({ ...parent, childIds: parent.childIds.filter((child) => child !== id) });
    const stack = [id];
    while (stack.length) {
      const current = stack.pop() as string;
      stack.push(...(draft.get(current)?.childIds ?? []));
      draft.delete(current);
    }
    draft.select(parent?.id ?? null);
  });
}

const isInside = (draft: Draft, id: string, ancestor: string) => {
  for (let current: string | null = id; current; current = draft.get(current)?.parentId ?? null)
    if (current === ancestor) return true;
  return false;
};

/** Moves a node to parentId at index (counted after its removal); never into itself. */
export function moveNode(store: TreeStore, id: string, parentId: string, index: number) {
  return store.change((draft) => {
    const node = draft.get(id);
    if (!node?.parentId || isInside(draft, parentId, id)) return;
    const from = draft.get(node.parentId);
    if (!from) return;
    draft.set({ ...from, childIds: from.childIds.filter((child) => child !== id) });
    const to = draft.get(parentId);
    if (!to) return;
    const childIds = [...to.childIds];
    childIds.splice(Math.max(0, Math.min(index, childIds.length)), 0, id);
    draft.set({ ...to, childIds });
    draft.set({ ...node, parentId });
    draft.select(id);
  });
}

/** Where a node sits: its parent and index, null for the root. */
export function placeOf(store: TreeStore, id: string): { parentId: string; index: number } | null {
  const parentId = store.get(id)?.parentId;
  if (!parentId) return null;
  return { parentId, index: store.get(parentId)?.childIds.indexOf(id) ?? 0 };
}
