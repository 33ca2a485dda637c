import { useTranslation } from 'react-i18next';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { useSubmit } from '../../ui/useSubmit';
import { exportBundle } from './bundle-api';
import type { PromotionItem } from './selection';

/** Downloads the bundle (zip) of the selection and what it needs. */
export function ExportBundleButton({ items }: { items: PromotionItem[] }) {
  const { t } = useTranslation();
  const { busy, submit } = useSubmit();
  return (
    <Button
      variant="secondary"
      disabled={items.length === 0 || busy}
      onClick={() =>
        void submit(() => exportBundle(items, `bundle-${environment().tenantId}.zip`), {
          errorTitle: t('promotion.export.failed'),
        })
      }
    >
      {busy ? t('promotion.export.working') : t('promotion.export.label')}
    </Button>
  );
}
