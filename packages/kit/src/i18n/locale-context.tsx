import { DEFAULT_LOCALE } from '@carrier/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { KitTextKey } from './en-us';
import { type KitLocale, type TextParams, translate, translateMessage } from './translate';

export type KitText = {
  locale: KitLocale;
  t: (key: KitTextKey, params?: TextParams) => string;
  /** Translates a validator's message key, passing other texts through. */
  message: (message: string) => string;
};

function makeKitText(locale: KitLocale): KitText {
  return {
    locale,
    t: (key, params) => translate(locale, key, params),
    message: (message) => translateMessage(locale, message),
  };
}

const KitLocaleContext = createContext<KitText>(makeKitText(DEFAULT_LOCALE));

export function KitLocaleProvider({ locale = DEFAULT_LOCALE, children }: { locale?: KitLocale; children: ReactNode }) {
  const value = useMemo(() => makeKitText(locale), [locale]);
  return <KitLocaleContext.Provider value={value}>{children}</KitLocaleContext.Provider>;
}

export function useKitText(): KitText {
  return useContext(KitLocaleContext);
}
