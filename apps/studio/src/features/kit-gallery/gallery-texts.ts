import type { KitLocale } from '@carrier/kit';

type GalleryTextKey = 'title' | 'intro' | 'locale' | 'theme' | 'normal' | 'disabled' | 'error';
export type GalleryText = Record<GalleryTextKey, string>;

/** The gallery's own texts, switched together with the kit's by the locale control. */
const TEXTS: Record<KitLocale, GalleryText> = {
  'en-US': {
    title: 'Form-control kit',
    intro:
      'Every widget of @carrier/kit in its states. Colours, fonts, shadows and timings come from the theme tokens.',
    locale: 'Kit language',
    theme: 'Theme tokens',
    normal: 'Default',
    disabled: 'Disabled',
    error: 'Error',
  },
  'zh-HK': {
    title: '表單元件庫',
    intro: '@carrier/kit 每個元件的各種狀態。顏色、字型、陰影及動畫時間均來自主題變數。',
    locale: '元件語言',
    theme: '主題變數',
    normal: '預設',
    disabled: '停用',
    error: '錯誤',
  },
};

export function galleryTexts(locale: KitLocale): GalleryText {
  return TEXTS[locale];
}
