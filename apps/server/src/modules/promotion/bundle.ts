import type { TBundleManifest, TPromotionEntryKind } from '@carrier/contracts';
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION } from '@carrier/contracts';

/**
 * The neutral shape promotion and bundle files share: the manifest (what the items hold, in a stable
 * order, without ids or dates of the source) and the bytes of the files it names, by sha256.
 */
export type Bundle = { manifest: TBundleManifest; bytes: ReadonlyMap<string, Uint8Array> };

export const emptyManifest = (): TBundleManifest => ({
  format: BUNDLE_FORMAT,
  version: BUNDLE_FORMAT_VERSION,
  selected: [],
  products: [],
  templates: [],
  apps: [],
  files: [],
});

/** One thing the plan shows: its fields as they are in the bundle (or in the target, to compare). */
export type PartEntry = {
  kind: TPromotionEntryKind;
  key: string;
  name: string;
  fields: Record<string, unknown>;
  requiredBy: string | null;
};

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/** Only the keys of a zod object schema, in its order: what a bundle carries of a row. */
export function pick<T>(schema: { shape: object; parse(value: unknown): T }, row: object): T {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, source[key] ?? null])) as T;
}

/** Sorted by a text key, for a stable order whatever order the database answered in. */
export const sortedBy = <T>(rows: T[], keyOf: (row: T) => string): T[] =>
  [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));

export const productKey = (label: string) => `product:${label}`;
export const templateKey = (type: string, name: string) => `template:${type}:${name}`;
export const appKey = (appId: string) => `app:${appId}`;
export const fileKey = (key: string) => `file:${key}`;
