/**
 * The locale a visitor sees, among the app's allowed locales: `?locale=` first, then the visitor's own
 * earlier choice (the app's locale switcher), then the browser's languages, then the app's default.
 *
 * Browser languages are matched in two passes, each over the visitor's list in order:
 * 1. the same tag (any case), else the same language in the same script, in the app's order
 *    (en-GB -> en-US; zh-TW, zh-MO, zh-Hant -> zh-HK; zh-CN, zh-SG, zh-Hans, zh -> zh-CN);
 * 2. the same language in any script (zh-CN, zh -> zh-HK when the app has no Simplified Chinese).
 * So a visitor listing zh-CN then en-US reads English before Traditional Chinese, and one listing only
 * zh-CN reads Traditional Chinese rather than the default English.
 */
export type LocaleWishes = {
  /** The `locale` query parameter, if any. */
  asked?: string | null;
  /** What the visitor chose with the app's switcher before, if anything. */
  remembered?: string | null;
  /** The browser's languages, most wanted first (navigator.languages). */
  browser: readonly string[];
};

const TRADITIONAL_REGIONS = new Set(['hk', 'mo', 'tw']);

type Tag = { language: string; script: string };

/** Language and script of a tag; the script inferred for Chinese (Hant in HK/MO/TW, Hans otherwise). */
function parseTag(tag: string): Tag {
  const [language = '', ...rest] = tag.toLowerCase().replace(/_/g, '-').split('-');
  const script = rest.find((part) => part.length === 4) ?? '';
  if (language !== 'zh' || script) return { language, script };
  const region = rest.find((part) => part.length === 2) ?? '';
  return { language, script: TRADITIONAL_REGIONS.has(region) ? 'hant' : 'hans' };
}

function exactly(allowed: readonly string[], tag: string | null | undefined) {
  const wanted = tag?.trim().toLowerCase();
  return wanted ? allowed.find((locale) => locale.toLowerCase() === wanted) : undefined;
}

/** The allowed locale closest to the browser's languages, or undefined when none shares a language. */
export function matchBrowserLocale(browser: readonly string[], allowed: readonly string[]): string | undefined {
  const wanted = browser.filter((tag) => tag.trim());
  const parsedAllowed = allowed.map((locale) => ({ locale, ...parseTag(locale) }));
  for (const tag of wanted) {
    const found = exactly(allowed, tag);
    if (found) return found;
    const { language, script } = parseTag(tag);
    const sameScript = parsedAllowed.find((option) => option.language === language && option.script === script);
    if (sameScript) return sameScript.locale;
  }
  for (const tag of wanted) {
    const { language } = parseTag(tag);
    const sameLanguage = parsedAllowed.find((option) => option.language === language);
    if (sameLanguage) return sameLanguage.locale;
  }
  return undefined;
}

/** The locale to open the app in (see the file's comment for the order). */
export function negotiateLocale(wishes: LocaleWishes, allowed: readonly string[], fallback: string): string {
  return (
    exactly(allowed, wishes.asked) ??
    exactly(allowed, wishes.remembered) ??
    matchBrowserLocale(wishes.browser, allowed) ??
    (allowed.includes(fallback) ? fallback : (allowed[0] ?? fallback))
  );
}
