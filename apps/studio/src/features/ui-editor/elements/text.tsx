import { defineElement } from './element-type';

export const text = defineElement({
  type: 'JText',
  category: 'text',
  texts: ['content'],
  props: [],
  defaults: () => ({ label: 'Text', texts: { content: { 'en-US': 'Text' } } }),
  Canvas: ({ frame, text }) => <p {...frame}>{text('content')}</p>,
});
