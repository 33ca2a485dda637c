import type { TCmsComponentRoute } from '@carrier/contracts';

/**
 * A page's name per locale lives in its route's `metaJsonString` as `{ "names": { "zh-HK": "報價" } }`
 * (route meta, so the API's shape stays as it is); the route's `name` is the name in any locale
 * without one, so pages saved before names had locales keep working.
 */
export type PageNames = Record<string, string>;

function parseMeta(metaJsonString: string | null | undefined): Record<string, unknown> {
  if (!metaJsonString) return {};
  try {
    const meta: unknown = JSON.parse(metaJsonString);
    return meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The names by locale a route's meta holds (texts only; anything else is ignored). */
export function pageNames(metaJsonString: string | null | undefined): PageNames {
  const names = parseMeta(metaJsonString).names;
  if (!names || typeof names !== 'object') return {};
  return Object.fromEntries(
    Object.entries(names).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1].trim(),
    ),
  );
}

/** The meta with these names (empty ones dropped) and every other key kept; null when nothing is left. */
export function withPageNames(metaJsonString: string | null | undefined, names: PageNames): string | null {
  const { names: _old, ...meta } = parseMeta(metaJsonString);
  const kept = Object.fromEntries(
    Object.entries(names)
      .filter(([, name]) => name.trim())
      .map(([l, n]) => [l, n.trim()]),
  );
  const next = Object.keys(kept).length ? { ...meta, names: kept } : meta;
  return Object.keys(next).length ? JSON.stringify(next) : null;
}

/**
 * What a visitor reads for a page in a locale: its name there (`localized`), else its one name, else its
 * path (user data in whatever language the builder wrote it).
 */
export function pageNameIn(route: TCmsComponentRoute, locale: string): { text: string; localized: boolean } {
  const named = pageNames(route.metaJsonString)[locale];
  return named ? { text: named, localized: true } : { text: route.name ?? route.path ?? '', localized: false };
}
