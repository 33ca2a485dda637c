import { isDeepStrictEqual } from 'node:util';

/** A kind's content as stored (its shape is the kind's: template-kind.ts). */
export type TemplateContent = Record<string, unknown>;

/**
 * What a version of a template holds: everything a save can change (the common fields and the kind's
 * content), so restoring it gives back the template as it was.
 */
export type TemplateSnapshot = {
  name: string;
  description: string | null;
  logicalId: string | null;
  graphQlQuery: string | null;
  tags: string[];
  content: TemplateContent;
};

type SnapshotSource = Pick<
  TemplateSnapshot,
  'name' | 'description' | 'logicalId' | 'graphQlQuery' | 'tags' | 'content'
>;

export const snapshotOf = (template: SnapshotSource): TemplateSnapshot => ({
  name: template.name,
  description: template.description,
  logicalId: template.logicalId,
  graphQlQuery: template.graphQlQuery,
  tags: template.tags,
  content: template.content,
});

/**
 * Content keys a template takes but never answers (a PDF's fixed password): versions keep them, so a
 * restore brings them back, but never show their values.
 */
export const WRITE_ONLY_CONTENT_KEYS: ReadonlySet<string> = new Set(['password']);
/** What stands for a write-only value that is set. */
export const HIDDEN_VALUE = '••••••••';

/** The content as a version shows it: write-only keys left out. */
export function visibleContent(content: TemplateContent): TemplateContent {
  return Object.fromEntries(Object.entries(content).filter(([key]) => !WRITE_ONLY_CONTENT_KEYS.has(key)));
}

/** Whether two snapshots hold the same values (the order of object keys does not count). */
export const sameSnapshot = (a: TemplateSnapshot, b: TemplateSnapshot) => isDeepStrictEqual(a, b);

/** The snapshot's common fields as an update's input (an empty optional field is cleared). */
export const snapshotInput = (snapshot: TemplateSnapshot) => ({
  name: snapshot.name,
  description: snapshot.description ?? '',
  logicalId: snapshot.logicalId ?? '',
  graphQlQuery: snapshot.graphQlQuery ?? '',
  tags: snapshot.tags,
});
