import { Checkbox, CheckboxGroup, Radios, Toggle, type ToggleValue } from '@carrier/kit';
import { useState } from 'react';
import { GallerySection } from '../GallerySection';
import { StateTrio } from '../StateTrio';
import { useGalleryText } from '../use-gallery-text';

export function CheckboxSection() {
  const t = useGalleryText();
  const [checked, setChecked] = useState(false);
  return (
    <GallerySection id="checkbox" title={t.pick('Checkbox', '核取方塊')}>
      <StateTrio
        name="checkbox"
        value={checked}
        render={(state) => (
          <Checkbox
            label={t.pick('I accept the terms', '我接受條款') + state.labelSuffix}
            {...state.field}
            {...(state.normal ? { checked, onChange: setChecked } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function CheckboxGroupSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<string[]>([]);
  const options = [
    { value: 'medical', label: t.pick('Medical', '醫療') },
    { value: 'baggage', label: t.pick('Baggage', '行李') },
    { value: 'cancellation', label: t.pick('Cancellation', '取消行程') },
  ];
  return (
    <GallerySection id="checkbox-group" title={t.pick('Checkbox group', '核取方塊組')}>
      <StateTrio
        name="checkbox-group"
        value={value}
        render={(state) => (
          <CheckboxGroup
            label={t.pick('Cover', '保障') + state.labelSuffix}
            options={options}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function RadiosSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<string | null>(null);
  const options = [
    { value: 'monthly', label: t.pick('Monthly', '每月') },
    { value: 'quarterly', label: t.pick('Quarterly', '每季') },
    { value: 'yearly', label: t.pick('Yearly', '每年') },
  ];
  return (
    <GallerySection id="radios" title={t.pick('Radios', '單選按鈕')}>
      <StateTrio
        name="radios"
        value={value}
        render={(state) => (
          <Radios
            label={t.pick('Payment frequency', '付款頻率') + state.labelSuffix}
            options={options}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function ToggleSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<ToggleValue>(null);
  return (
    <GallerySection id="toggle" title={t.pick('Toggle', '開關')}>
      <StateTrio
        name="toggle"
        value={value}
        render={(state) => (
          <Toggle
            label={t.pick('Smoker', '吸煙人士') + state.labelSuffix}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}
