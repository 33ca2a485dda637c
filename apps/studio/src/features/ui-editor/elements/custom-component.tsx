import { defineElement } from './element-type';

/** An app's own component placed in another: the canvas shows a labelled frame. */
export const customComponent = defineElement({
  type: 'custom',
  category: 'layout',
  texts: [],
  props: [],
  defaults: () => ({}),
  Canvas: ({ frame, node }) => (
    <div {...frame} className={`ue-custom ${frame.className}`}>
      <span translate="no">{node.component}</span>
    </div>
  ),
});
