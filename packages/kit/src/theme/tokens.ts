import type { CSSProperties } from 'react';

/** Theme token names of spec 002 §3; the kit's CSS reads each as `var(--<name>)`. */
export const THEME_TOKENS = [
  ...Array.from({ length: 17 }, (_, index) => `color${index}` as const),
  'colorWhite',
  'colorBlack',
  'colorBlack-a50',
  'colorError',
  'colorSuccess',
  'colorWarning',
  'fontFamilyPrimary',
  'fontFamilySecondary',
  'fontFamilyTertiary',
  ...Array.from({ length: 5 }, (_, index) => `shadow${index + 1}` as const),
  'shadowFocus',
  'shadowNone',
  'transition-xshort',
  'transition-short',
  'transition-medium',
  'transition-long',
  'transition-xlong',
] as const;

export type ThemeToken = (typeof THEME_TOKENS)[number];
export type ThemeTokens = Partial<Record<ThemeToken, string>>;

export function isThemeToken(name: string): name is ThemeToken {
  return (THEME_TOKENS as readonly string[]).includes(name);
}

/** Token values as inline custom properties, to theme one subtree (a canvas, a gallery preview). */
export function themeStyle(tokens: ThemeTokens): CSSProperties {
  return Object.fromEntries(Object.entries(tokens).map(([name, value]) => [`--${name}`, value])) as CSSProperties;
}

/** Token values as a stylesheet rule, for the canvas and published apps. */
export function themeCss(tokens: ThemeTokens, selector = ':root'): string {
  const lines = Object.entries(tokens)
    .filter(([name]) => isThemeToken(name))
    .map(([name, value]) => `  --${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}
