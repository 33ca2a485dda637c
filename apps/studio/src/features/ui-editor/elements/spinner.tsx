import { Spinner } from '@carrier/kit';
import { defineElement } from './element-type';

export const spinner = defineElement({
  type: 'JSpinner',
  category: 'form',
  texts: ['label'],
  props: [{ name: 'type', kind: 'choice', choices: ['circle', 'dots'] }],
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
