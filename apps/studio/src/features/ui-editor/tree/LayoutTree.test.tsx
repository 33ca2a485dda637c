import { uiNode } from '@carrier/contracts/ui-tree';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../i18n';
import { EditorDnd } from '../dnd';
import { TreeContext } from '../store/hooks';
import { TreeStore } from '../store/tree-store';
import { ExpandedStore } from './expanded-store';
import { LayoutTree } from './LayoutTree';

const starterLogin = () =>
  uiNode('JBox', {
    label: 'Box',
    children: [
      uiNode('JHeadline', { label: 'Headline' }),
      uiNode('JInputText', { label: 'Email' }),
      uiNode('JButton', { label: 'Button' }),
      uiNode('JText', { label: '文字' }),
    ],
  });

function renderTree() {
  const root = starterLogin();
  const store = new TreeStore(root);
  render(
    <TreeContext.Provider value={store}>
      <EditorDnd canvasNodeAt={() => null}>
        <LayoutTree expanded={new ExpandedStore([root.id])} label="Layout" />
      </EditorDnd>
    </TreeContext.Provider>,
  );
  return within(screen.getByRole('list', { name: 'Layout' }));
}

// jsdom lays nothing out: the virtual list sees a scroller of this size, so its rows mount.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(250);
});

describe('LayoutTree', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await changeLocale('en-US');
  });

  it("shows default names as the element type's name in the studio's locale, given names as typed", async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    const tree = renderTree();
    const rows = tree.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['▾方塊', '標題', 'Email文字輸入', '按鈕', '文字']);
  });

  it('shows the same tree in en-US', async () => {
    await initI18n({ featureTexts: true });
    const tree = renderTree();
    const rows = tree.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['▾Box', 'Headline', 'EmailText input', 'Button', 'Text']);
  });
});
