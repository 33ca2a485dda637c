import { useKitText } from '@carrier/kit';
import { type GalleryText, galleryTexts } from './gallery-texts';

export function useGalleryText(): GalleryText & { pick: (en: string, zh: string) => string } {
  const { locale } = useKitText();
  return { ...galleryTexts(locale), pick: (en, zh) => (locale === 'zh-HK' ? zh : en) };
}
