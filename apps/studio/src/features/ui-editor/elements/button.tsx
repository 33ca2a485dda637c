import { Button } from '@carrier/kit';
import { boolProp, defineElement } from './element-type';

const VARIANTS = ['primary', 'secondary', 'text', 'danger'] as const;
const SIZES = ['xs', 'sm', 'default', 'lg', 'xl'] as const;

export const button = defineElement({
  type: 'JButton',
  category: 'form',
  texts: ['content'],
  props: [
    { name: 'variant', kind: 'choice', choices: VARIANTS },
    { name: 'size', kind: 'choice', choices: SIZES },
    { name: 'disabled', kind: 'boolean' },
  ],
  defaults: () => ({ label: 'Button', texts: { content: { 'en-US': 'Button' } } }),
  Canvas: ({ frame, text, node }) => {
    const size = SIZES.find((name) => name === node.editorSettings.props.size);
    const variant = VARIANTS.find((name) => name === node.editorSettings.props.variant);
    return (
      <div {...frame}>
        <Button type="button" size={size} variant={variant} disabled={boolProp(node, 'disabled')}>
          {text('content')}
        </Button>
      </div>
    );
  },
});
