import { defineElement, localized } from './element-type';

/** Shows its HTML as text in the canvas: markup from a tree never runs in the studio. */
export const htmlRenderer = defineElement({
  type: 'JHtmlRenderer',
  name: localized('HTML', 'HTML 內容'),
  category: 'text',
  texts: ['content'],
  props: [],
  defaults: () => ({ label: 'HTML', texts: { content: { 'en-US': '<p>HTML</p>' } } }),
  Canvas: ({ frame, text }) => (
    <div {...frame}>
      <code className="ue-html">{text('content')}</code>
    </div>
  ),
});
