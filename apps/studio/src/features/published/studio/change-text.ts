import type { TSnapshotChange } from '@carrier/contracts';
import type { TFunction } from 'i18next';
import { type FindingPart, sentenceParts } from './problem-text';

/** A change as the API answers it (area and change as plain strings). */
type Change = { area: string; change: string } & Pick<TSnapshotChange, 'name' | 'from' | 'to'> &
  Partial<Pick<TSnapshotChange, 'elementsAdded' | 'elementsRemoved' | 'elementsChanged'>>;

const said = (t: TFunction, key: string, names: Record<string, string>, values: Record<string, string | number> = {}) =>
  sentenceParts(
    t,
    `publish.changes.${key}`,
    Object.entries(names).map(([name, value]) => ({ name, value })),
    values,
  ) ?? [{ text: Object.values(names).join(' '), isName: true }];

/** A component's element counts in words: "2 elements added, 1 changed" (nothing when only its texts differ). */
function elementCounts(t: TFunction, change: Change): string {
  const counts = [
    ['added', change.elementsAdded ?? 0],
    ['removed', change.elementsRemoved ?? 0],
    ['changed', change.elementsChanged ?? 0],
  ] as const;
  return counts
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => t(`publish.changes.elements.${kind}`, { count }))
    .join(t('publish.changes.elements.separator'));
}

/** One line of what a rollback changes, in the studio's locale; the pages', components' and names' texts stay as they are. */
export function changeParts(t: TFunction, change: Change): FindingPart[] {
  const { area, name } = change;
  if (area === 'setting') {
    if (name === 'guest') return said(t, change.to === 'true' ? 'guestOn' : 'guestOff', {});
    if (name === 'theme' || name === 'componentTheme') return said(t, `setting.${name}`, {});
    return said(
      t,
      'setting.value',
      { from: change.from ?? '', to: change.to ?? '' },
      {
        setting: t(`publish.changes.settings.${name}`, { defaultValue: name }),
      },
    );
  }
  if (change.change !== 'changed') return said(t, `${area}.${change.change}`, { name });
  if (area === 'page')
    return change.from !== change.to
      ? said(t, 'page.shows', { name, from: change.from ?? '', to: change.to ?? '' })
      : said(t, 'page.changed', { name });
  const details = elementCounts(t, change);
  return details ? said(t, 'component.elements', { name }, { details }) : said(t, 'component.texts', { name });
}
