import { uiNode } from '@carrier/contracts/ui-tree';
import { render, screen } from '@testing-library/react';
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
    expect(screen.getByLabelText('uiEditor.props.minWords')).toBeInTheDocument();
    expect(screen.getByLabelText('uiEditor.props.minAge')).toBeInTheDocument();
    expect(screen.getByLabelText('uiEditor.props.maxAge')).toBeInTheDocument();
  });

  it('asks for none without those validators', () => {
    renderProps(uiNode('JInputText', { props: { validators: ['noChinese'] } }));
    expect(screen.queryByLabelText('uiEditor.props.minWords')).toBeNull();
    expect(screen.queryByLabelText('uiEditor.props.minAge')).toBeNull();
  });

  it("uses the date of birth's own age range for ageBetween, not a second one", () => {
    renderProps(uiNode('JInputDateOfBirth', { props: { validators: ['ageBetween'] } }));
    expect(screen.getAllByLabelText('uiEditor.props.minAge')).toHaveLength(1);
  });
});
