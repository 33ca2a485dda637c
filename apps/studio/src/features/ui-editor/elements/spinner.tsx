import { Spinner } from '@carrier/kit';
import { choice, defineElement, localized } from './element-type';

export const spinner = defineElement({
  type: 'JSpinner',
  name: localized('Spinner', '載入指示'),
  category: 'form',
  texts: ['label'],
  props: [
    {
      name: 'type',
      label: localized('Type', '類型'),
      kind: 'choice',
      choices: [choice('circle', 'Circle', '圓形'), choice('dots', 'Dots', '圓點')],
    },
  ],
  defaults: () => ({ label: 'Spinner', props: { type: 'circle' } }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <Spinner
        type={node.editorSettings.props.type === 'dots' ? 'dots' : 'circle'}
        delay={0}
        label={text('label') || undefined}
      />
    </div>
  ),
});
