import type { SupportedLocale } from '@carrier/contracts';
import { EN_US, type KitTextKey } from './en-us';
import { ZH_HK } from './zh-hk';

export type KitLocale = SupportedLocale;
export type TextParams = Record<string, string | number>;

const TEXTS: Record<KitLocale, Record<KitTextKey, string>> = { 'en-US': EN_US, 'zh-HK': ZH_HK };

export function isKitTextKey(key: string): key is KitTextKey {
  return Object.hasOwn(EN_US, key);
}

/**
 * A message key with its parameters in one string (`validation.minWords?min=3`), so validators can
 * hand it to react-hook-form or store it as JSON and the widget still translates it.
 */
export function encodeMessage(key: KitTextKey, params?: TextParams): string {
  if (!params) return key;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${key}?${query}`;
}

export function decodeMessage(message: string): { key: string; params: TextParams } {
  const [key = '', query = ''] = message.split('?', 2);
  return { key, params: Object.fromEntries(new URLSearchParams(query)) };
}

export function translate(locale: KitLocale, key: KitTextKey, params: TextParams = {}): string {
  return TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Translates an encoded message key; any other text (a server error, say) is shown as it is. */
export function translateMessage(locale: KitLocale, message: string): string {
  const { key, params } = decodeMessage(message);
  return isKitTextKey(key) ? translate(locale, key, params) : message;
}
