import { uiNode } from '@carrier/contracts/ui-tree';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from '../../i18n';
import { TreeContext } from './store/hooks';
import { TreeStore } from './store/tree-store';
import { BarButton, HistoryButtons } from './UiEditorPage';

const heightOf = (element: HTMLElement) => element.className.split(/\s+/).filter((name) => /^h-\d/.test(name));

describe('UI editor toolbar', () => {
  afterEach(() => changeLocale('en-US'));

  it('shows undo and redo as arrows named by their label and tooltip, in one height with the other buttons', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    const store = new TreeStore(uiNode('JBox'));
    render(
      <TreeContext.Provider value={store}>
        <BarButton>發佈</BarButton>
        <HistoryButtons store={store} onSave={() => {}} saving={false} />
      </TreeContext.Provider>,
    );
    const undo = screen.getByRole('button', { name: '復原' });
    expect(undo).toHaveAttribute('title', '復原');
    expect(undo.textContent).toBe('↶');
    expect(screen.getByRole('button', { name: '重做' })).toHaveAttribute('title', '重做');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, heightOf(button)])).toEqual(
      buttons.map((button) => [button.textContent, ['h-7']]),
    );
    for (const button of buttons) expect(button.className).toContain('whitespace-nowrap');
  });
});
