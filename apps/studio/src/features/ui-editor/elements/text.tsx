import { defineElement, localized } from './element-type';

export const text = defineElement({
  type: 'JText',
  name: localized('Text', '文字'),
  category: 'text',
  texts: ['content'],
  props: [],
  defaults: () => ({ label: 'Text', texts: { content: { 'en-US': 'Text' } } }),
  Canvas: ({ frame, text }) => <p {...frame}>{text('content')}</p>,
});
