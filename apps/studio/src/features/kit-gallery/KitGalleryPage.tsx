import '@carrier/kit/styles.css';
import './kit-gallery.css';
import { type KitLocale, KitLocaleProvider, Radios, ToastProvider, themeStyle } from '@carrier/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../ui/toasts/toast-store';
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
  const { i18n } = useTranslation();
  const studioLocale: KitLocale = i18n.language === 'zh-HK' ? 'zh-HK' : 'en-US';
  // The gallery speaks the studio's language; its own switch previews the kit in the other one.
  const [locale, setLocale] = useState<KitLocale>(studioLocale);
  useEffect(() => setLocale(studioLocale), [studioLocale]);
  const [presetId, setPresetId] = useState<ThemePresetId>('default');
  const preset = THEME_PRESETS.find((item) => item.id === presetId) ?? THEME_PRESETS[0];
  const texts = galleryTexts(locale);
  return (
    <KitLocaleProvider locale={locale}>
      <div className="kit-gallery" style={themeStyle(preset?.tokens ?? {})} data-theme={presetId} lang={locale}>
        <ToastProvider store={toasts}>
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
                options={THEME_PRESETS.map((item) => ({
                  value: item.id,
                  label: locale === 'zh-HK' ? item.nameZh : item.name,
                }))}
                value={presetId}
                onChange={(next) => setPresetId(next as ThemePresetId)}
              />
            </div>
            <ThemeSwatches label={locale === 'zh-HK' ? '顏色變數' : 'Colour tokens'} />
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
