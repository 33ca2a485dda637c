import '@carrier/kit/styles.css';
import './kit-gallery.css';
import { type KitLocale, KitLocaleProvider, Radios, ToastProvider, themeStyle } from '@carrier/kit';
import { useState } from 'react';
import { galleryTexts } from './gallery-texts';
import { ButtonsSection } from './sections/ButtonsSection';
import { CheckboxGroupSection, CheckboxSection, RadiosSection, ToggleSection } from './sections/ChoiceSections';
import { CalendarSection, DateOfBirthSection, DatePickerSection } from './sections/DateSections';
import { ModalSection, SpinnerSection, ToastSection } from './sections/FeedbackSections';
import { MultiSelectSection, SelectSection } from './sections/SelectSections';
import {
  LongTextSection,
  NumberInputSection,
  SliderSection,
  StepperSection,
  TextInputSection,
} from './sections/TextSections';
import { ValidatorsSection } from './sections/ValidatorsSection';
import { ThemeSwatches } from './ThemeSwatches';
import { THEME_PRESETS, type ThemePresetId } from './theme-presets';

const SECTIONS = [
  ButtonsSection,
  CheckboxSection,
  CheckboxGroupSection,
  RadiosSection,
  ToggleSection,
  TextInputSection,
  LongTextSection,
  NumberInputSection,
  StepperSection,
  SliderSection,
  SelectSection,
  MultiSelectSection,
  DateOfBirthSection,
  DatePickerSection,
  CalendarSection,
  SpinnerSection,
  ModalSection,
  ToastSection,
  ValidatorsSection,
];

const LOCALE_OPTIONS = [
  { value: 'en-US', label: 'English (en-US)' },
  { value: 'zh-HK', label: '繁體中文 (zh-HK)' },
];

/** `/kit`: every kit widget in its states, under a switchable locale and theme-token preset. */
export function KitGalleryPage() {
  const [locale, setLocale] = useState<KitLocale>('en-US');
  const [presetId, setPresetId] = useState<ThemePresetId>('default');
  const preset = THEME_PRESETS.find((item) => item.id === presetId) ?? THEME_PRESETS[0];
  const texts = galleryTexts(locale);
  return (
    <KitLocaleProvider locale={locale}>
      <div className="kit-gallery" style={themeStyle(preset?.tokens ?? {})} data-theme={presetId} lang={locale}>
        <ToastProvider>
          <header className="kit-gallery__header">
            <h1 className="kit-gallery__title">{texts.title}</h1>
            <p className="kit-gallery__intro">{texts.intro}</p>
            <div className="kit-gallery__controls">
              <Radios
                label={texts.locale}
                direction="row"
                options={LOCALE_OPTIONS}
                value={locale}
                onChange={(next) => setLocale(next as KitLocale)}
              />
              <Radios
                label={texts.theme}
                direction="row"
                options={THEME_PRESETS.map((item) => ({ value: item.id, label: item.name }))}
                value={presetId}
                onChange={(next) => setPresetId(next as ThemePresetId)}
              />
            </div>
            <ThemeSwatches />
          </header>
          <main className="kit-gallery__sections">
            {SECTIONS.map((Section) => (
              <Section key={Section.name} />
            ))}
          </main>
        </ToastProvider>
      </div>
    </KitLocaleProvider>
  );
}
