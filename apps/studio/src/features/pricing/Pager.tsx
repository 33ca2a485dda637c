import { PRICING_PAGE_SIZE } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** Previous / next over pages of PRICING_PAGE_SIZE rows; hidden when everything fits on one page. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PRICING_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav
      className="flex items-center justify-end gap-3 text-sm"
      aria-label={t('pricing.releases.page', { page: page + 1, pages })}
    >
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page === 0}>
        {t('pricing.actions.previous')}
      </Button>
      <span>{t('pricing.releases.page', { page: page + 1, pages })}</span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page + 1 >= pages}>
        {t('pricing.actions.next')}
      </Button>
    </nav>
  );
}
