import { uiNode } from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import type { Localized } from '../../../i18n/localized';
import { newNode } from '../dnd';
import { hasDefaultName, nodeName } from './node-name';

const en = (text: Localized) => text['en-US'];
const zh = (text: Localized) => text['zh-HK'];

describe('nodeName', () => {
  it("says a default name as the element type's name in the studio's locale", () => {
    // What the built-in starters and older trees hold: the type's English name.
    for (const [component, label, zhName] of [
      ['JBox', 'Box', '方塊'],
      ['JHeadline', 'Headline', '標題'],
      ['JButton', 'Button', '按鈕'],
      ['JText', 'Text', '文字'],
      ['JInputText', 'Text input', '文字輸入'],
      ['JInputText', 'InputText', '文字輸入'],
    ] as const) {
      const node = uiNode(component, { label });
      expect(hasDefaultName(node)).toBe(true);
      expect(nodeName(node, zh)).toBe(zhName);
    }
    // Named in zh-HK, read in en-US: still the type's name, in the reader's locale.
    expect(nodeName(uiNode('JText', { label: '文字' }), en)).toBe('Text');
    expect(nodeName(uiNode('JText', { label: '' }), zh)).toBe('文字');
  });

  it('keeps a name the user gave as typed, in every locale', () => {
    const node = uiNode('JInputText', { label: 'Email' });
    expect(hasDefaultName(node)).toBe(false);
    expect(nodeName(node, zh)).toBe('Email');
    expect(nodeName(uiNode('JText', { label: '歡迎語' }), en)).toBe('歡迎語');
  });

  it("names an instance of one of the app's components by the component", () => {
    const node = uiNode('MyPoliciesPage', { label: 'MyPoliciesPage', componentId: 'c1' });
    expect(nodeName(node, zh)).toBe('MyPoliciesPage');
  });
});

describe('newNode', () => {
  it('names a new element as the gallery names its type', () => {
    expect(newNode({ kind: 'new', type: 'JText', label: '文字' })?.label).toBe('文字');
    expect(newNode({ kind: 'new', type: 'JBox', label: 'Box' })?.label).toBe('Box');
  });
});
