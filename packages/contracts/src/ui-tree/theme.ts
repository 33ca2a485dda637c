import { type BaseVariants, baseVariantsCss } from '../base-variants';
import { isCssColor } from '../css-color';
/** The theme JSON of an app (spec 002 §3). */
export type ThemeItem = { id: string; name: string; value: string; url?: string };
export type AppTheme = {
  colors: ThemeItem[];
  shadows: ThemeItem[];
  typeFaces: ThemeItem[];
  customCss: { cssString: string };
  tokens: Record<string, string>;
};

const items = (value: unknown): ThemeItem[] =>
  Array.isArray(value)
    ? value
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
        .map((item) => ({
          id: String(item.id ?? ''),
          name: String(item.name ?? ''),
          value: String(item.value ?? ''),
          ...(item.url !== undefined ? { url: String(item.url ?? '') } : {}),
        }))
    : [];

/** A stored theme JSON string as a theme; anything unreadable becomes an empty theme. */
export function parseTheme(json: string | null | undefined): AppTheme {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const customCss = raw.customCss as { cssString?: unknown } | undefined;
  const tokens =
    typeof raw.tokens === 'object' && raw.tokens !== null
      ? Object.fromEntries(Object.entries(raw.tokens).map(([name, value]) => [name, String(value ?? '')]))
      : {};
  return {
    colors: items(raw.colors),
    shadows: items(raw.shadows),
    typeFaces: items(raw.typeFaces),
    customCss: { cssString: typeof customCss?.cssString === 'string' ? customCss.cssString : '' },
    tokens,
  };
}

/** A colour of a theme that is none: where it is in the theme JSON (`colors[2].value`, `tokens.color8`). */
export type ThemeColorIssue = { path: Array<string | number>; value: string };

/**
 * The theme's colours that a browser would not take: a colour item's value, or a colour token (color*)
 * that names no colour item and is no colour itself. Empty when every colour renders.
 */
export function themeColorIssues(theme: AppTheme): ThemeColorIssue[] {
  const issues: ThemeColorIssue[] = [];
  theme.colors.forEach((item, index) => {
    if (!isCssColor(item.value)) issues.push({ path: ['colors', index, 'value'], value: item.value });
  });
  const colorIds = new Set(theme.colors.map((item) => item.id));
  for (const [token, value] of Object.entries(theme.tokens))
    if (token.startsWith('color') && value && !colorIds.has(value) && !isCssColor(value))
      issues.push({ path: ['tokens', token], value });
  return issues;
}

/** Each token's CSS value: a token naming an item id takes the item's value. */
export function resolveThemeTokens(theme: AppTheme): Record<string, string> {
  const byId = new Map([...theme.colors, ...theme.shadows, ...theme.typeFaces].map((item) => [item.id, item.value]));
  return Object.fromEntries(Object.entries(theme.tokens).map(([name, value]) => [name, byId.get(value) ?? value]));
}

/** The stylesheet of a theme: tokens as CSS variables, the typefaces' font imports, then the custom CSS. */
export function themeStylesheet(theme: AppTheme, selector = ':root'): string {
  const imports = theme.typeFaces
    .filter((face) => face.url && /^https?:\/\//.test(face.url))
    .map((face) => `@import url("${face.url?.replace(/"/g, '%22')}");`);
  const variables = Object.entries(resolveThemeTokens(theme))
    .filter(([name]) => /^[A-Za-z0-9-]+$/.test(name))
    .map(([name, value]) => `  --${name}: ${value.replace(/[;{}]/g, '')};`);
  return [...imports, `${selector} {\n${variables.join('\n')}\n}`, theme.customCss.cssString].join('\n');
}

/**
 * The whole stylesheet of an app: its theme (tokens, typefaces, custom CSS), then its base-component
 * theme. The UI editor's canvas and the published app both use this, so what staff see is what goes live.
 */
export function appStylesheet(theme: AppTheme, baseVariants: BaseVariants): string {
  return [themeStylesheet(theme), baseVariantsCss(baseVariants)].join('\n');
}
