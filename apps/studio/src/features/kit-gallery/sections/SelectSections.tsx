import { MultiSelect, Select } from '@carrier/kit';
import { useState } from 'react';
import { GallerySection } from '../GallerySection';
import { StateTrio } from '../StateTrio';
import { useGalleryText } from '../use-gallery-text';

const DESTINATIONS = [
  { value: 'jp', en: 'Japan', zh: '日本' },
  { value: 'kr', en: 'Korea', zh: '韓國' },
  { value: 'sg', en: 'Singapore', zh: '新加坡' },
  { value: 'th', en: 'Thailand', zh: '泰國' },
  { value: 'tw', en: 'Taiwan', zh: '台灣' },
  { value: 'uk', en: 'United Kingdom', zh: '英國' },
  { value: 'us', en: 'United States', zh: '美國', disabled: true },
  { value: 'au', en: 'Australia', zh: '澳洲' },
  { value: 'ca', en: 'Canada', zh: '加拿大' },
  { value: 'fr', en: 'France', zh: '法國' },
];

/** The demo destinations in the gallery's language. */
function destinations(pick: (en: string, zh: string) => string) {
  return DESTINATIONS.map(({ value, en, zh, disabled }) => ({ value, label: pick(en, zh), disabled }));
}

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
            options={destinations(t.pick)}
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
            options={destinations(t.pick)}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : { defaultValue: ['jp'] })}
          />
        )}
      />
    </GallerySection>
  );
}
