import { uiNode } from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import { TreeStore } from '../store/tree-store';
import { ExpandedStore } from './expanded-store';
import { ancestorsOf, visibleRows } from './visible-rows';

const tree = () => {
  const leaf = uiNode('JText', { label: 'Leaf' });
  const inner = uiNode('JBox', { label: 'Inner', children: [leaf] });
  const root = uiNode('JBox', { label: 'Root', children: [inner, uiNode('JText', { label: 'Last' })] });
  return { store: new TreeStore(root), root, inner, leaf };
};
const labels = (store: TreeStore, expanded: ExpandedStore) =>
  visibleRows(store, expanded.isOpen).map((row) => `${'-'.repeat(row.depth)}${store.get(row.id)?.label}`);

describe('visibleRows', () => {
  it('walks depth first into open rows only; Expand All opens all, then one can be closed', () => {
    const { store, root, inner } = tree();
    const expanded = new ExpandedStore([root.id]);
    expect(labels(store, expanded)).toEqual(['Root', '-Inner', '-Last']);
    expanded.expandAll();
    expect(labels(store, expanded)).toEqual(['Root', '-Inner', '--Leaf', '-Last']);
    expanded.set(inner.id, false);
    expect(labels(store, expanded)).toEqual(['Root', '-Inner', '-Last']);
    expanded.set(root.id, false);
    expect(labels(store, expanded)).toEqual(['Root']);
  });

  it('reveals a node by opening its ancestors in one change', () => {
    const { store, root, inner, leaf } = tree();
    const expanded = new ExpandedStore();
    expect(ancestorsOf(store, leaf.id)).toEqual([inner.id, root.id]);
    const before = expanded.version();
    expanded.openAll(ancestorsOf(store, leaf.id));
    expect(expanded.version()).toBe(before + 1);
    expect(labels(store, expanded)).toEqual(['Root', '-Inner', '--Leaf', '-Last']);
  });
});
