import { defineElement } from './element-type';

export const flex = defineElement({
  type: 'JFlex',
  category: 'layout',
  container: true,
  texts: [],
  props: [],
  defaults: () => ({ label: 'Flex', attrs: { class: 'flex flex-row flex-wrap gap-4' } }),
  Canvas: ({ frame, children }) => <div {...frame}>{children}</div>,
});
