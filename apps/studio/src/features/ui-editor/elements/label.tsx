import { defineElement, localized } from './element-type';

export const label = defineElement({
  type: 'JLabel',
  name: localized('Label', '標籤'),
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
