import { defineElement, localized, sameInEveryLocale } from './element-type';

const LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;

export const headline = defineElement({
  type: 'JHeadline',
  name: localized('Headline', '標題'),
  category: 'text',
  texts: ['content'],
  props: [{ name: 'level', label: localized('Level', '層級'), kind: 'choice', choices: sameInEveryLocale(LEVELS) }],
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
