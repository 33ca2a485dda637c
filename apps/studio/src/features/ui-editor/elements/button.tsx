import { Button } from '@carrier/kit';
import { BUTTON_ACTIONS, boolProp, defineElement } from './element-type';

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
    // A quote's product (productId) and input mapping are edited in inspector/quote/QuoteButtonPanel.
    { name: 'action', kind: 'choice', choices: BUTTON_ACTIONS },
    { name: 'discountCodeField', kind: 'text' },
  ],
  defaults: () => ({ label: 'Button', texts: { content: { 'en-US': 'Button' } } }),
  Canvas: ({ frame, text, node, onAction, busy }) => {
    const size = SIZES.find((name) => name === node.editorSettings.props.size);
    const variant = VARIANTS.find((name) => name === node.editorSettings.props.variant);
    return (
      <div {...frame}>
        <Button
          type="button"
          size={size}
          variant={variant}
          disabled={boolProp(node, 'disabled') || busy}
          onClick={onAction}
        >
          {text('content')}
        </Button>
      </div>
    );
  },
});
