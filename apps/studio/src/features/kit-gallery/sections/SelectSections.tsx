import { MultiSelect, Select } from '@carrier/kit';
import { useState } from 'react';
import { GallerySection } from '../GallerySection';
import { StateTrio } from '../StateTrio';
import { useGalleryText } from '../use-gallery-text';

const DESTINATIONS = [
  { value: 'jp', label: 'Japan' },
  { value: 'kr', label: 'Korea' },
  { value: 'sg', label: 'Singapore' },
  { value: 'th', label: 'Thailand' },
  { value: 'tw', label: 'Taiwan' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'us', label: 'United States', disabled: true },
  { value: 'au', label: 'Australia' },
  { value: 'ca', label: 'Canada' },
  { value: 'fr', label: 'France' },
];

export function SelectSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<string | null>(null);
  return (
    <GallerySection id="select" title={t.pick('Select', '下拉選單')}>
      <StateTrio
        name="select"
        value={value}
        render={(state) => (
          <Select
            label={t.pick('Destination', '目的地') + state.labelSuffix}
            options={DESTINATIONS}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function MultiSelectSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<string[]>([]);
  return (
    <GallerySection id="multi-select" title={t.pick('Multi-select', '多選選單')}>
      <StateTrio
        name="multi-select"
        value={value}
        render={(state) => (
          <MultiSelect
            label={t.pick('Countries visited', '到訪國家') + state.labelSuffix}
            options={DESTINATIONS}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : { defaultValue: ['jp'] })}
          />
        )}
      />
    </GallerySection>
  );
}
