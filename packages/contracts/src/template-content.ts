import type { z } from 'zod';

type StoredContent = Record<string, unknown>;

/**
 * One step of a kind's stored content to version `to` (tldraw's migrations). Stored content carries
 * no version yet, so every step runs on every read: a step leaves content already in its shape alone.
 */
type ContentMigration = { to: number; up: (content: StoredContent) => StoredContent };

/** What a template kind stores in `content`: its shape (zod), its version and the steps from older shapes. */
export type TemplateContentDefinition<T = StoredContent> = {
  version: number;
  schema: z.ZodType<T>;
  /** Ordered by `to`; the first (to 1) reads content saved before kinds had versions. */
  migrations: readonly ContentMigration[];
};

/** The step every kind starts with: content saved before versions is version 1 as it is. */
export const UNVERSIONED_CONTENT: ContentMigration = { to: 1, up: (content) => content };

export function defineTemplateContent<T>(definition: TemplateContentDefinition<T>): TemplateContentDefinition<T> {
  const steps = definition.migrations.map((migration) => migration.to);
  if (definition.version < 1 || steps.length !== definition.version || steps.some((to, index) => to !== index + 1))
    throw new Error(`Content migrations must lead from 1 to ${definition.version} one step at a time.`);
  return definition;
}

export type ContentReading<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** Where the content is wrong, as a dotted path (`drawings.0.page`); empty for the whole content. */
      field: string;
      message: string;
    };

/**
 * Stored content in the kind's current shape: migrated, then checked against its schema. A kind's
 * top-level object is loose (unknown keys are kept); the items inside it have exact shapes.
 */
export function readTemplateContent<T>(definition: TemplateContentDefinition<T>, stored: unknown): ContentReading<T> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    return { ok: false, field: '', message: 'expected an object' };
  let content = stored as StoredContent;
  for (const migration of definition.migrations) content = migration.up(content);
  const parsed = definition.schema.safeParse(content);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  return { ok: false, field: issue?.path.join('.') ?? '', message: issue?.message ?? 'invalid content' };
}
