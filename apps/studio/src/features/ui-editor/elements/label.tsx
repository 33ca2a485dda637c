import { defineElement } from './element-type';

export const label = defineElement({
  type: 'JLabel',
  category: 'text',
  texts: ['content'],
  props: [],
  defaults: () => ({
    label: 'Label',
    attrs: { class: 'text-sm font-medium' },
    texts: { content: { 'en-US': 'Label' } },
  }),
  Canvas: ({ frame, text }) => <span {...frame}>{text('content')}</span>,
});
