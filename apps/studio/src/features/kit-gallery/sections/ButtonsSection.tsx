import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '@carrier/kit';
import { useState } from 'react';
import { Code, GallerySection, GalleryState, ValueReadout } from '../GallerySection';
import { useGalleryText } from '../use-gallery-text';

const VARIANT_NAMES_ZH: Record<string, string> = { primary: '主要', secondary: '次要', text: '文字', danger: '危險' };

export function ButtonsSection() {
  const t = useGalleryText();
  const [presses, setPresses] = useState(0);
  return (
    <GallerySection id="buttons" title={t.pick('Buttons', '按鈕')}>
      <GalleryState caption={t.pick('Sizes', '尺寸')}>
        <div className="kit-gallery__row">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} size={size} onClick={() => setPresses(presses + 1)}>
              {t.pick('Size', '尺寸')} {size === 'default' ? t.normal : <Code>{size}</Code>}
            </Button>
          ))}
        </div>
        <ValueReadout name="buttons" value={presses} />
      </GalleryState>
      <GalleryState caption={t.pick('Variants', '款式')}>
        <div className="kit-gallery__row">
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size="sm">
              {t.pick(variant, VARIANT_NAMES_ZH[variant] ?? variant)}
            </Button>
          ))}
        </div>
      </GalleryState>
      <GalleryState caption={t.disabled}>
        <div className="kit-gallery__row">
          <Button disabled>{t.disabled}</Button>
          <Button loading>{t.pick('Saving', '儲存中')}</Button>
        </div>
      </GalleryState>
    </GallerySection>
  );
}
