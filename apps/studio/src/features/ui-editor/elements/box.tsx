import { defineElement, localized } from './element-type';

export const box = defineElement({
  type: 'JBox',
  name: localized('Box', '方塊'),
  category: 'layout',
  container: true,
  texts: [],
  props: [],
  defaults: () => ({ label: 'Box', attrs: { class: 'flex flex-col gap-4 p-4' } }),
  Canvas: ({ frame, children }) => <div {...frame}>{children}</div>,
});
