import { parseTheme } from '@carrier/contracts/ui-tree';

/** Stylesheet origins one published app's policy names at most (a theme has a few typefaces). */
const MAX_STYLE_ORIGINS = 20;

/** The URLs of a stylesheet's `@import url("…")` / `@import "…"` rules. */
function importedUrls(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi)].map((match) => match[1] ?? '');
}

/**
 * The origins of the stylesheets a theme imports (its typefaces' URLs and the `@import`s of its custom
 * CSS), http(s) only, each as `URL.origin` (scheme, host, port: nothing that could end a CSP directive).
 */
export function themeStyleOrigins(themeJsonString: string | null | undefined): string[] {
  const theme = parseTheme(themeJsonString);
  const urls = [...theme.typeFaces.map((face) => face.url ?? ''), ...importedUrls(theme.customCss.cssString)];
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the browser will not load it either.
    }
  }
  return [...origins].slice(0, MAX_STYLE_ORIGINS);
}

/**
 * The published app's page policy: the studio's (`'self'` scripts, no framing), with the stylesheet
 * origins its theme imports, and fonts from any https origin, since an imported stylesheet names its
 * font files' host (Google Fonts' CSS on fonts.googleapis.com loads fonts.gstatic.com). Fonts run no code.
 */
export function publishedAppContentSecurityPolicy(themeJsonString: string | null | undefined): string {
  const styleOrigins = themeStyleOrigins(themeJsonString);
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self' 'unsafe-inline'", ...styleOrigins].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self' data: https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
