import en from './locales/en-US.json';
import zh from './locales/zh-HK.json';

const BUNDLES: Record<string, unknown> = { 'en-US': en, 'zh-HK': zh };
/** The locales the runtime's own texts come in. */
export const PUBLISHED_LOCALES = Object.keys(BUNDLES);

/**
 * The published app's own texts (a small bundle of this folder's locales, without the studio's i18n):
 * `published.quote.title` in the app's locale, en-US when it has none.
 */
export function publishedText(locale: string, key: string, params: Record<string, string> = {}): string {
  const find = (bundle: unknown) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  const found = find(BUNDLES[locale]) ?? find(en);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
