import { uiNode } from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import { insertNode, moveNode, removeNode, updateNode } from './tree-ops';
import { TreeStore } from './tree-store';

const tree = () => {
  const a = uiNode('JText', { label: 'a' });
  const b = uiNode('JText', { label: 'b' });
  const inner = uiNode('JBox', { label: 'inner' });
  const root = uiNode('JBox', { children: [a, b, inner] });
  return { root, a, b, inner };
};

describe('TreeStore', () => {
  it('tells only the changed node listeners', () => {
    const { root, a, b } = tree();
    const store = new TreeStore(root);
    const heard: string[] = [];
    for (const id of [root.id, a.id, b.id]) store.subscribeNode(id, () => heard.push(id));
    updateNode(store, a.id, (node) => ({ ...node, label: 'A' }));
    expect(heard).toEqual([a.id]);
    expect(store.get(a.id)?.label).toBe('A');
    expect(store.meta().dirty).toBe(true);
  });

  it('undoes and redoes every change, and knows the saved state', () => {
    const { root, a, b, inner } = tree();
    const store = new TreeStore(root);
    const original = store.toTree();
    updateNode(store, a.id, (node) => ({ ...node, label: 'A' }));
    store.markSaved();
    moveNode(store, a.id, inner.id, 0);
    removeNode(store, b.id);
    insertNode(store, uiNode('JButton'), root.id, 0);
    expect(store.get(root.id)?.childIds).toHaveLength(2);
    store.undo();
    store.undo();
    store.undo();
    expect(store.meta().dirty).toBe(false);
    store.undo();
    expect(store.toTree()).toEqual(original);
    store.redo();
    store.redo();
    expect(store.get(inner.id)?.childIds).toEqual([a.id]);
    expect(store.get(a.id)?.parentId).toBe(inner.id);
    expect(store.meta()).toMatchObject({ canUndo: true, canRedo: true, dirty: true });
  });

  it('never moves a node into itself nor removes the root', () => {
    const { root, inner } = tree();
    const store = new TreeStore(root);
    expect(moveNode(store, root.id, inner.id, 0)).toBe(false);
    expect(removeNode(store, root.id)).toBe(false);
    expect(store.meta().canUndo).toBe(false);
  });
});
