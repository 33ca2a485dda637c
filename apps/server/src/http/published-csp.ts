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

/** A page policy: `'self'` scripts, no framing; `style`, `font` and `connect` add sources to those directives. */
function contentSecurityPolicy(
  extra: { style?: readonly string[]; font?: readonly string[]; connect?: readonly string[] } = {},
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self' 'unsafe-inline'", ...(extra.style ?? [])].join(' '),
    "img-src 'self' data: blob:",
    ["font-src 'self' data:", ...(extra.font ?? [])].join(' '),
    ["connect-src 'self'", ...(extra.connect ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The studio's HTML may run only its own scripts and be framed by no one. Styles allow inline
 * attributes (CodeMirror and the kit set style attributes); images may be data: and blob: previews.
 */
export const STUDIO_CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The studio's policy where uploads go from the browser straight to storage (S3_DIRECT_UPLOADS): the
 * storage's origin joins `connect-src`, or the browser refuses the presigned PUT.
 */
export const studioContentSecurityPolicy = (uploadOrigin: string | undefined): string =>
  uploadOrigin ? contentSecurityPolicy({ connect: [uploadOrigin] }) : STUDIO_CONTENT_SECURITY_POLICY;

/**
 * The published app's page policy: the studio's, with the stylesheet origins its theme imports, and
 * fonts from any https origin, since an imported stylesheet names its font files' host (Google Fonts'
 * CSS on fonts.googleapis.com loads fonts.gstatic.com). Fonts run no code.
 */
export function publishedAppContentSecurityPolicy(themeJsonString: string | null | undefined): string {
  return contentSecurityPolicy({ style: themeStyleOrigins(themeJsonString), font: ['https:'] });
}
