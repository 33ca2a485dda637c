import { LongText, NumberInput, Slider, Stepper, TextInput } from '@carrier/kit';
import { useState } from 'react';
import { GallerySection } from '../GallerySection';
import { StateTrio } from '../StateTrio';
import { useGalleryText } from '../use-gallery-text';

export function TextInputSection() {
  const t = useGalleryText();
  const [value, setValue] = useState('');
  return (
    <GallerySection id="text-input" title={t.pick('Text input', '文字輸入')}>
      <StateTrio
        name="text-input"
        value={value}
        render={(state) => (
          <TextInput
            label={t.pick('Full name', '全名') + state.labelSuffix}
            placeholder={t.pick('Chan Tai Man', '陳大文')}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function LongTextSection() {
  const t = useGalleryText();
  const [value, setValue] = useState('');
  return (
    <GallerySection id="long-text" title={t.pick('Long text', '長文字')}>
      <StateTrio
        name="long-text"
        value={value}
        render={(state) => (
          <LongText
            label={t.pick('Describe the incident', '描述事故') + state.labelSuffix}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function NumberInputSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<number | null>(null);
  const [signed, setSigned] = useState<number | null>(null);
  return (
    <GallerySection id="number-input" title={t.pick('Number input', '數字輸入')}>
      <StateTrio
        name="number-input"
        value={value}
        render={(state) => (
          <NumberInput
            label={t.pick('Sum insured', '保額') + state.labelSuffix}
            hint={t.pick('Float, precision 2', '小數，兩位')}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : { defaultValue: 1234567.5 })}
          />
        )}
      />
      <NumberInput
        label={t.pick('Adjustment (integer, negatives allowed)', '調整（整數，可負數）')}
        numberType="integer"
        allowNegative
        value={signed}
        onChange={setSigned}
      />
    </GallerySection>
  );
}

export function StepperSection() {
  const t = useGalleryText();
  const [value, setValue] = useState(0);
  return (
    <GallerySection id="stepper" title={t.pick('Stepper', '步進器')}>
      <StateTrio
        name="stepper"
        value={value}
        render={(state) => (
          <Stepper
            label={t.pick('Travellers', '旅客人數') + state.labelSuffix}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : { defaultValue: 2 })}
          />
        )}
      />
    </GallerySection>
  );
}

export function SliderSection() {
  const t = useGalleryText();
  const [value, setValue] = useState(500);
  return (
    <GallerySection id="slider" title={t.pick('Slider', '滑桿')}>
      <StateTrio
        name="slider"
        value={value}
        render={(state) => (
          <Slider
            label={t.pick('Excess', '自負額') + state.labelSuffix}
            min={0}
            max={2000}
            step={100}
            formatValue={(amount) => `HK$${amount.toLocaleString('en-US')}`}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : { defaultValue: 500 })}
          />
        )}
      />
    </GallerySection>
  );
}
