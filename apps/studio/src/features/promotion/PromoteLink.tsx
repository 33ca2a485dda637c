import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../auth/useCan';
import { type PromotionItem, promotionPath } from './selection';

/** "Promote…" on a product version, a template or an app: the Promote page with it chosen (editors only). */
export function PromoteLink({ item, label }: { item: PromotionItem; label: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  if (!canEdit) return null;
  return (
    <Link
      to={promotionPath(item, label)}
      className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {t('promotion.action')}
    </Link>
  );
}
