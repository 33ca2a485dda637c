import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '@carrier/kit';
import { boolProp, choice, DISABLED, defineElement, localized } from './element-type';

const VARIANT_NAMES = {
  primary: localized('Primary', '主要'),
  secondary: localized('Secondary', '次要'),
  text: localized('Text', '文字'),
  danger: localized('Danger', '危險'),
};
const SIZE_NAMES = {
  xs: localized('Extra small', '特小'),
  sm: localized('Small', '小'),
  default: localized('Default', '預設'),
  lg: localized('Large', '大'),
  xl: localized('Extra large', '特大'),
};

export const button = defineElement({
  type: 'JButton',
  name: localized('Button', '按鈕'),
  category: 'form',
  texts: ['content'],
  props: [
    {
      name: 'variant',
      label: localized('Variant', '樣式'),
      kind: 'choice',
      choices: BUTTON_VARIANTS.map((value) => ({ value, label: VARIANT_NAMES[value] })),
    },
    {
      name: 'size',
      label: localized('Size', '尺寸'),
      kind: 'choice',
      choices: BUTTON_SIZES.map((value) => ({ value, label: SIZE_NAMES[value] })),
    },
    DISABLED,
    // A quote's product (productId) and input mapping are edited in inspector/quote/QuoteButtonPanel.
    {
      name: 'action',
      label: localized('Action in the published app', '發佈後的動作'),
      kind: 'choice',
      choices: [choice('none', 'None', '無'), choice('quote', 'Get a quote', '報價')],
    },
    {
      name: 'discountCodeField',
      label: localized('Discount code field (eg: form.input4)', '折扣碼欄位（例如：form.input4）'),
      kind: 'text',
    },
  ],
  defaults: () => ({ label: 'Button', texts: { content: { 'en-US': 'Button' } } }),
  live: { action: (node) => (node.editorSettings.props.action === 'quote' ? 'quote' : undefined) },
  Canvas: ({ frame, text, node, onAction, busy }) => {
    const size = BUTTON_SIZES.find((name) => name === node.editorSettings.props.size);
    const variant = BUTTON_VARIANTS.find((name) => name === node.editorSettings.props.variant);
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
