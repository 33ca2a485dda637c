import { expect, type Page } from '@playwright/test';

/**
 * Fails when a screen shown in zh-HK still shows English: every visible text node, placeholder and
 * accessible label of a visible control is read, then what may stay Latin is taken out: ids and codes
 * (snake_case, with digits, dots, @ or slashes), upper-case codes (HKD, DELETE), the brand, and the
 * test's own user data (`allow`). Whatever English word is left is reported with its text.
 *
 * Mark ids, codes and user data in the UI with `translate="no"` and they are skipped too.
 * Use it on any new screen: `await expectNoEnglish(page, { allow: [productName] })`.
 */
export async function expectNoEnglish(page: Page, options: { allow?: Array<string | RegExp> } = {}) {
  expect(await englishLeftovers(page, options), `English text on ${page.url()}`).toEqual([]);
}

/** The visible texts of the page that still hold English words (see expectNoEnglish). */
export async function englishLeftovers(page: Page, { allow = [] as Array<string | RegExp> } = {}): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const texts = await page.evaluate(() => {
    const visible = (element: Element | null) =>
      element instanceof HTMLElement &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      // translate="no" marks ids, codes and user data in the studio (the HTML way to say "never translate").
      // A select's options are data or translated through the select's own label; only the chosen one shows.
      element.closest('[translate]')?.getAttribute('translate') !== 'no' &&
      !element.closest('[aria-hidden="true"], option, script, style, noscript, .sr-only');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && visible(node.parentElement)) found.push(text);
    }
    for (const element of Array.from(
      document.querySelectorAll('input, textarea, button, a, select, [role="button"]'),
    )) {
      if (!visible(element)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts.flatMap((text) => {
    let rest = text;
    for (const allowed of [...allow, ...ALWAYS_ALLOWED]) rest = rest.split(allowed).join(' ');
    rest = rest.replace(CODE_LIKE, ' ').replace(UPPER_CASE_CODE, ' ');
    return /[A-Za-z]{2,}/.test(rest) ? [text] : [];
  });
}

/** The product's name, the locale names shown in their own language, and the kit's package name. */
const ALWAYS_ALLOWED: Array<string | RegExp> = [
  'Carrier Studio',
  'English',
  '@carrier/kit',
  /\ben-US\b/g,
  /\bzh-HK\b/g,
];
const CODE_LIKE = /[\w.@/-]*[_\d@./][\w.@/-]*/g;
const UPPER_CASE_CODE = /\b[A-Z][A-Z0-9]+\b/g;
