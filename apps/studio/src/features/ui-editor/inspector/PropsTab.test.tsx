import { uiNode } from '@carrier/contracts/ui-tree';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TreeContext } from '../store/hooks';
import { TreeStore } from '../store/tree-store';
import { PropsTab } from './PropsTab';

function renderProps(node: ReturnType<typeof uiNode>) {
  const store = new TreeStore(uiNode('JBox', { children: [node] }));
  const flat = store.get(node.id);
  if (!flat) throw new Error('node missing');
  render(
    <TreeContext.Provider value={store}>
      <PropsTab node={flat} formFields={['form.input1']} />
    </TreeContext.Provider>,
  );
}

describe('PropsTab validators', () => {
  it('asks for the numbers a chosen validator needs', () => {
    renderProps(uiNode('JInputText', { props: { validators: ['minWords', 'ageBetween'] } }));
    expect(screen.getByLabelText('Minimum words')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum age')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum age')).toBeInTheDocument();
  });

  it('asks for none without those validators', () => {
    renderProps(uiNode('JInputText', { props: { validators: ['noChinese'] } }));
    expect(screen.queryByLabelText('Minimum words')).toBeNull();
    expect(screen.queryByLabelText('Minimum age')).toBeNull();
  });

  it("uses the date of birth's own age range for ageBetween, not a second one", () => {
    renderProps(uiNode('JInputDateOfBirth', { props: { validators: ['ageBetween'] } }));
    expect(screen.getAllByLabelText('Minimum age')).toHaveLength(1);
  });
});

describe('PropsTab options', () => {
  it("edits each option's value and its label per locale, keeping an older plain label as en-US", async () => {
    const node = uiNode('JSelect', { props: { options: [{ value: 'gold', label: 'Gold' }] } });
    const store = new TreeStore(uiNode('JBox', { children: [node] }));
    const flat = () => {
      const found = store.get(node.id);
      if (!found) throw new Error('node missing');
      return found;
    };
    const view = render(
      <TreeContext.Provider value={store}>
        <PropsTab node={flat()} formFields={[]} />
      </TreeContext.Provider>,
    );
    const rerender = () =>
      view.rerender(
        <TreeContext.Provider value={store}>
          <PropsTab node={flat()} formFields={[]} />
        </TreeContext.Provider>,
      );
    expect(screen.getByLabelText('uiEditor.options.option · uiEditor.locales.en-US')).toHaveValue('Gold');
    fireEvent.change(screen.getByLabelText('uiEditor.options.option · uiEditor.locales.zh-HK'), {
      target: { value: '金' },
    });
    fireEvent.blur(screen.getByLabelText('uiEditor.options.option · uiEditor.locales.zh-HK'));
    expect(flat().editorSettings.props.options).toEqual([
      { value: 'gold', label: 'Gold', labels: { 'en-US': 'Gold', 'zh-HK': '金' } },
    ]);
    rerender();
    fireEvent.click(screen.getByRole('button', { name: 'uiEditor.options.add' }));
    rerender();
    expect(flat().editorSettings.props.options).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'uiEditor.options.remove' })[0] as HTMLElement);
    expect(flat().editorSettings.props.options).toEqual([
      { value: 'option2', label: 'option2', labels: { 'en-US': 'option2' } },
    ]);
  });
});
