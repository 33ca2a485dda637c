import { randomUUID } from 'node:crypto';
import { FILES_PATH, PROMOTION_ERRORS, type TBundleTemplate } from '@carrier/contracts';
import { and, eq } from 'drizzle-orm';
import type { Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { ofTenant } from '../../platform/db/tenant-scope';
import { decodePathKey } from '../../platform/storage/keys';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { TemplateKind, TemplateRow } from '../templates/template-kind';
import { recordTemplateVersion } from '../templates/template-versions.service';
import { createTemplatesRepository } from '../templates/templates.repository';
import { templates } from '../templates/templates.tables';
import { canonicalJson, type PartEntry, templateKey } from './bundle';

type Content = Record<string, unknown>;
type AttachmentTemplate = { templateId?: unknown };

/** Links to the file service inside any text of a template's content (images in HTML or MJML). */
const FILE_LINK = new RegExp(`${FILES_PATH.replaceAll('/', '\\/')}\\/([^"'\\s)?#<>]+)`, 'g');

/**
 * The files of the default bucket a template's content uses: email attachments (filePath), a drawing's
 * or a function's file (fileKey) and every link to the file service in its texts.
 */
function filesOfContent(content: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, name: string) => {
    if (typeof value === 'string') {
      if ((name === 'filePath' || name === 'fileKey') && value) found.add(value.replace(/^\/+/, ''));
      for (const match of value.matchAll(FILE_LINK)) {
        try {
          found.add(decodePathKey(match[1] ?? '', 'file'));
        } catch {
          // Not a key the file service could serve: the template shows it as missing already.
        }
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, name);
    } else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, key);
  };
  visit(content, '');
  return [...found].sort();
}

const attachmentsOf = (content: Content): AttachmentTemplate[] =>
  Array.isArray(content.attachmentTemplates) ? (content.attachmentTemplates as AttachmentTemplate[]) : [];

/** The content with each attached template's id replaced by `map` (source id → key, or key → target id). */
function withAttachedIds(content: Content, map: (id: string) => string | null): Content {
  if (!Array.isArray(content.attachmentTemplates)) return content;
  return {
    ...content,
    attachmentTemplates: attachmentsOf(content).map((attachment) => ({
      ...attachment,
      templateId:
        typeof attachment.templateId === 'string'
          ? (map(attachment.templateId) ?? attachment.templateId)
          : attachment.templateId,
    })),
  };
}

export function byTypeAndName(db: DbExecutor, tenantId: string, type: string, name: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(ofTenant(templates, tenantId, and(eq(templates.type, type), eq(templates.name, name))));
}

/** A template as a bundle carries it, with the rows of the templates it attaches (to read them too). */
export async function readTemplate(db: DbExecutor, tenantId: string, row: TemplateRow) {
  const attached: TemplateRow[] = [];
  const keys = new Map<string, string>();
  for (const attachment of attachmentsOf(row.content)) {
    if (typeof attachment.templateId !== 'string' || keys.has(attachment.templateId)) continue;
    const other = await createTemplatesRepository(db).find(tenantId, attachment.templateId);
    if (!other) continue;
    attached.push(other);
    keys.set(other.id, templateKey(other.type, other.name));
  }
  const content = withAttachedIds(row.content, (id) => keys.get(id) ?? null);
  const part: TBundleTemplate = {
    type: row.type,
    name: row.name,
    description: row.description,
    logicalId: row.logicalId,
    graphQlQuery: row.graphQlQuery,
    tags: row.tags,
    content: JSON.parse(canonicalJson(content)) as Content,
    files: filesOfContent(row.content),
    attaches: [...new Set(keys.values())].sort(),
  };
  return { part, attached };
}

export function templateEntry(part: TBundleTemplate, requiredBy: string | null): PartEntry {
  const { type, name, files: _files, attaches: _attaches, ...fields } = part;
  return { kind: 'template', key: templateKey(type, name), name: `${name} (${type})`, fields, requiredBy };
}

/** An untrusted template: a kind this server has and content its schema accepts. */
export function templateProblem(part: TBundleTemplate, kinds: ReadonlyMap<string, TemplateKind>): Problem | null {
  const what = `template ${part.name}`;
  const kind = kinds.get(part.type);
  if (!kind) return PROMOTION_ERRORS.invalidContent(what, `unknown template type ${part.type}`);
  const parsed = kind.content.schema.safeParse(part.content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return PROMOTION_ERRORS.invalidContent(what, `${issue?.path.join('.') || 'content'}: ${issue?.message ?? ''}`);
  }
  return null;
}

/** Inserts or updates the target's template of that type and name; answers its id. */
export async function writeTemplate(
  tx: DbExecutor,
  tenantId: string,
  actor: Actor,
  part: TBundleTemplate,
  targetIds: ReadonlyMap<string, string>,
): Promise<string> {
  const content = withAttachedIds(part.content, (key) => targetIds.get(key) ?? null);
  const fields = {
    description: part.description,
    logicalId: part.logicalId,
    graphQlQuery: part.graphQlQuery,
    tags: part.tags,
    content,
  };
  const repository = createTemplatesRepository(tx);
  const [existing] = await byTypeAndName(tx, tenantId, part.type, part.name);
  const session = { sessionId: '', clientId: '', tenantId, roles: [], ...actor };
  const modified = { lastModifiedAt: new Date(), lastModifiedById: actor.userId, lastModifiedBy: actor.username };
  if (existing) {
    const { description, logicalId, graphQlQuery, tags } = existing;
    if (
      canonicalJson({ description, logicalId, graphQlQuery, tags, content: existing.content }) === canonicalJson(fields)
    )
      return existing.id;
    const updated = await repository.update(tenantId, existing.id, { ...fields, ...modified });
    if (updated) await recordTemplateVersion(tx, session, updated);
    return existing.id;
  }
  const inserted = await repository.insert({
    id: randomUUID(),
    tenantId,
    type: part.type,
    name: part.name,
    ...fields,
    createdById: actor.userId,
    createdBy: actor.username,
    ...modified,
  });
  await recordTemplateVersion(tx, session, inserted);
  return inserted.id;
}
