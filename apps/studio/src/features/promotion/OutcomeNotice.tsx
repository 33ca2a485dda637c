import { useTranslation } from 'react-i18next';
import type { Outcome } from './usePromotion';

/** How the last promotion ended: what it copied, or that nothing changed and why. */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      {t('promotion.done', { count: outcome.count, target: outcome.target })}
    </p>
  ) : (
    <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-medium">{t('promotion.failed', { target: outcome.target })}</p>
      <p className="mt-1">{outcome.message}</p>
    </div>
  );
}
