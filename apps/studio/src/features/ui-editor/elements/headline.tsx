import { defineElement } from './element-type';

const LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;

export const headline = defineElement({
  type: 'JHeadline',
  category: 'text',
  texts: ['content'],
  props: [{ name: 'level', kind: 'choice', choices: LEVELS }],
  defaults: () => ({
    label: 'Headline',
    attrs: { class: 'text-2xl font-bold' },
    texts: { content: { 'en-US': 'Headline' } },
  }),
  Canvas: ({ frame, text, node }) => {
    const level = LEVELS.find((tag) => tag === node.editorSettings.props.level) ?? 'h2';
    const Tag = level;
    return <Tag {...frame}>{text('content')}</Tag>;
  },
});
