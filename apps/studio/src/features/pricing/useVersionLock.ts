import { useTranslation } from 'react-i18next';
import { useCan } from '../auth/useCan';

/** Whether the signed-in user may change a product version's rating, and why not. */
export type VersionLock = { locked: boolean; reason?: string };

/** Locked when the version is released (frozen) or the user's role only reads; the reason says which. */
export function useVersionLock(isFrozen: boolean): VersionLock {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  if (isFrozen) return { locked: true, reason: t('pricing.frozenReason') };
  if (!canEdit) return { locked: true, reason: t('roles.viewOnly') };
  return { locked: false };
}
