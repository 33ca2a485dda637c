import { defineElement, localized } from './element-type';

export const flex = defineElement({
  type: 'JFlex',
  name: localized('Flex row', '橫列'),
  category: 'layout',
  container: true,
  texts: [],
  props: [],
  defaults: () => ({ label: 'Flex', attrs: { class: 'flex flex-row flex-wrap gap-4' } }),
  Canvas: ({ frame, children }) => <div {...frame}>{children}</div>,
});
