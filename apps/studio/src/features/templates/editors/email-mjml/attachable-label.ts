import type { TFunction } from 'i18next';
import { formatNames } from '../../../../i18n/list-format';
import { formatDateTime } from '../../../../ui/format';

export type AttachableTemplate = {
  id: string;
  name: string | null;
  type: string | null;
  logicalId: string | null;
  lastModifiedAt: string | null;
  tags: ReadonlyArray<string | null> | null;
};

/** The first 8 characters of an id: enough to tell templates apart at a glance. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * The attachment picker's text for one template: its name and kind (`kindName`, the kind's own name); where another template has the
 * same name, also what tells them apart (logicalId, short id, last modified, tags).
 */
export function attachableLabel(
  item: AttachableTemplate,
  all: readonly AttachableTemplate[],
  t: TFunction,
  kindName: (type: string | null) => string | undefined,
): string {
  const name = item.name || item.id;
  const kind = kindName(item.type) ?? item.type ?? '';
  const base = `${name} (${kind})`;
  const namesake = all.some((other) => other.id !== item.id && (other.name || other.id) === name);
  if (!namesake) return base;
  const tags = (item.tags ?? []).filter((tag): tag is string => Boolean(tag));
  const details = [
    item.logicalId,
    `#${shortId(item.id)}`,
    item.lastModifiedAt ? t('emailMjml.attachments.modified', { date: formatDateTime(item.lastModifiedAt) }) : null,
    tags.length > 0 ? formatNames(tags) : null,
  ].filter(Boolean);
  return `${base} · ${details.join(' · ')}`;
}
