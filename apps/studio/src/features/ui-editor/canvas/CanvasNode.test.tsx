import { uiNode } from '@carrier/contracts/ui-tree';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TreeContext } from '../store/hooks';
import { renderCount } from '../store/render-count';
import { removeNode, updateNode } from '../store/tree-ops';
import { TreeStore } from '../store/tree-store';
import { CanvasNode } from './CanvasNode';

const text = (content: string) => uiNode('JText', { texts: { content: { 'en-US': content } } });

describe('CanvasNode', () => {
  it('re-renders only the edited node', () => {
    const leaves = Array.from({ length: 50 }, (_, index) => text(`Text ${index}`));
    const input = uiNode('JInputText', { texts: { label: { 'en-US': 'Full name' } } });
    const root = uiNode('JBox', { children: [uiNode('JBox', { children: leaves }), input] });
    const store = new TreeStore(root);
    render(
      <TreeContext.Provider value={store}>
        <CanvasNode id={root.id} />
      </TreeContext.Provider>,
    );
    expect(screen.getByText('Text 49')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    const before = renderCount.canvas;
    const last = leaves[49]?.id as string;
    act(() => {
      updateNode(store, last, (node) => ({
        ...node,
        editorSettings: { ...node.editorSettings, texts: { content: { 'en-US': 'Edited' } } },
      }));
    });
    expect(screen.getByText('Edited')).toBeInTheDocument();
    expect(renderCount.canvas - before).toBe(1);
    act(() => {
      removeNode(store, last);
    });
    expect(screen.queryByText('Edited')).toBeNull();
    act(() => store.undo());
    expect(screen.getByText('Edited')).toBeInTheDocument();
  });
});
