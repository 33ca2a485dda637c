import {
  COMPONENT_MESSAGES,
  fromVueAst,
  localesOfScript,
  localesOfTree,
  scriptWithLocales,
  starterScript,
  toVueTemplate,
  type UiNode,
  uiNode,
} from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import { templateParser } from './vue-compiler';

/** Every element type of the gallery (spec 002 §3), each with texts, props, binding and design. */
const ELEMENT_TYPES = [
  'JBox',
  'JFlex',
  'JText',
  'JHeadline',
  'JLabel',
  'JHtmlRenderer',
  'JInputText',
  'JInputLongText',
  'JInputNumber',
  'JInputNumberStepper',
  'JSlider',
  'JToggle',
  'JCheckbox',
  'JCheckboxGroup',
  'JRadios',
  'JSelect',
  'JMultiSelect',
  'JInputDateOfBirth',
  'JDatePicker',
  'JSpinner',
  'JButton',
  'JImage',
  'JLink',
  'JDivider',
];

function sample(type: string, index: number): UiNode {
  return uiNode(type, {
    label: `${type} "${index}" <&>`,
    attrs: { class: `p-${index % 5} md:hover:text-color${index % 3}`, style: 'margin-top: 2px' },
    bindTo: index % 2 ? `form.input${index}` : undefined,
    props: {
      required: index % 2 === 0,
      options: [{ value: 'a', label: 'A\'s & "B"' }],
      rows: 10,
      variant: 'primary',
    },
    texts: {
      content: { 'en-US': `Text ${index} <b>`, 'zh-HK': `文字 ${index}` },
      label: { 'en-US': 'Label', 'zh-HK': '標籤' },
      placeholder: { 'en-US': "It's {{ here }}" },
    },
  });
}

const parse = (template: string) => {
  const parser = templateParser('vue', '2.6.11');
  if (!parser.ok) throw new Error(parser.problem.message);
  const ast = parser.value(template);
  if (!ast.ok) throw new Error(ast.problem.message);
  return ast.value;
};

describe('tree <-> Vue 2.6.11 template', () => {
  it('gives back the same tree for every element type (generate, parse, equal)', () => {
    const root = uiNode('JBox', {
      attrs: { class: 'flex flex-col gap-4' },
      children: ELEMENT_TYPES.map((type, index) => sample(type, index)),
    });
    root.children[0]?.children.push(sample('JText', 99), uiNode('QuoteCard', { componentId: 'c-1' }));
    const template = toVueTemplate(root);
    const script = scriptWithLocales(starterScript(), localesOfTree(root));
    expect(fromVueAst(parse(template), localesOfScript(script))).toEqual(root);
  });

  it('reads a hand-written template: plain text, static attributes, v-model', () => {
    const tree = fromVueAst(
      parse(
        '<j-box class="p-4"><j-text>Hello &amp; welcome</j-text><j-input-text v-model="form.input1" label="Name" /></j-box>',
      ),
    );
    expect(tree).toMatchObject({
      component: 'JBox',
      attrsMap: { class: 'p-4' },
      children: [
        { component: 'JText', editorSettings: { texts: { content: { 'en-US': 'Hello & welcome' } } } },
        { component: 'JInputText', bindTo: 'form.input1', editorSettings: { props: { label: 'Name' } } },
      ],
    });
  });

  it('has no compiler for another Vue version', () => {
    const parser = templateParser('vue', '2.7.0');
    expect(parser.ok ? null : parser.problem.message).toBe(COMPONENT_MESSAGES.noCompiler('2.7.0'));
    expect(COMPONENT_MESSAGES.noCompiler('3.4.0')).toBe('There is no compiler for Vue of version 3.4.0 available');
  });

  it('reports a broken template', () => {
    const parser = templateParser('vue', '2.6.11');
    const answer = parser.ok ? parser.value('<j-box><j-text></j-box>') : null;
    expect(answer?.ok).toBe(false);
  });
});
