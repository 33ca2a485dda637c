import { defineElement, localized } from './element-type';

// A rule across its box: its colour and spacing come from its design classes.
const LINE = { borderWidth: '1px 0 0', borderStyle: 'solid', height: 0, alignSelf: 'stretch' } as const;

/** A horizontal line between sections of a page. */
export const divider = defineElement({
  type: 'JDivider',
  name: localized('Divider', '分隔線'),
  category: 'layout',
  texts: [],
  props: [],
  defaults: () => ({ label: 'Divider', attrs: { class: 'my-4 w-full border-color3' } }),
  Canvas: ({ frame }) => <hr {...frame} style={{ ...LINE, ...frame.style }} />,
});
